import { Button, Group } from '@mantine/core';

/** The file formats a staff export offers. */
export type ExportFileFormat = 'csv' | 'xlsx';

/**
 * Download links of an export: one real link per format, in a labelled group;
 * the browser downloads the file the server streams (Content-Disposition: attachment).
 */
export function ExportLinks({
  label,
  href,
  texts,
}: {
  /** the group's accessible name ("Export") */
  label: string;
  href: (format: ExportFileFormat) => string;
  texts: Record<ExportFileFormat, string>;
}) {
  return (
    <Group gap="xs" role="group" aria-label={label} className="lesesaal-no-print">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} component="a" href={href(format)} download variant="outline">
          {texts[format]}
        </Button>
      ))}
    </Group>
  );
}
