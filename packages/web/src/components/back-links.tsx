import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

export interface BackLink {
  to: string;
  label: string;
}

/**
 * The way back from a staff screen ("Back links to overview and dashboard"): the
 * overview the screen belongs to, then the dashboard. A labelled nav, so screen readers
 * list it among the landmarks.
 */
export function BackLinks({ links, label }: { links: BackLink[]; label: string }) {
  return (
    <Group component="nav" aria-label={label} gap="lg">
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to}>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
