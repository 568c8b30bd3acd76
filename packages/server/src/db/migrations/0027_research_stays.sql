-- Reserved: 0027_research_stays (filled in by the change that needs it; a no-op until then).
SELECT 1;
