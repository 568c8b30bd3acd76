import { SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A translated label and its value. */
export type Field = [label: string, value: ReactNode];

/** Label and value pairs as a description list: one column at 320 px, two from `sm`. */
export function FieldList({ fields }: { fields: Field[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="sm" m={0}>
      {fields.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** A titled part of a detail screen: a section named by its heading, then its fields. */
export function FieldSection({
  id,
  title,
  fields,
}: {
  id: string;
  title: string;
  fields: Field[];
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      <FieldList fields={fields} />
    </section>
  );
}
