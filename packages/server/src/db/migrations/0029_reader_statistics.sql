-- Reserved: 0029_reader_statistics (filled in by the change that needs it; a no-op until then).
SELECT 1;
