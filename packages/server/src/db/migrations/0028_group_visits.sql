-- Reserved: 0028_group_visits (filled in by the change that needs it; a no-op until then).
SELECT 1;
