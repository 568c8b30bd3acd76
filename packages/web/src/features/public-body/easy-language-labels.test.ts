/**
 * The Easy German page (and its plain English twin) tells the visitor which button to press
 * and which field to fill. It must name the real screens: every button or link it names
 * ("Knopf: …." / "Link: …."; "button: …." / "link: ….") is a text of the visitor screens,
 * and every required field of the personal data form is named in the booking steps.
 */
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../../../../domain/src/texts/*/*.json', {
  eager: true,
  import: 'default',
});

/** The namespaces of the screens the Easy German page walks through. */
const SCREEN_NAMESPACES = ['booking', 'booked', 'common', 'opening', 'reader', 'stays', 'groups'];

/** The personal data form's required fields (personal-data-screen.tsx), by their label key. */
const REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

const SOFT_HYPHEN = /\u00ad/g;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(SOFT_HYPHEN, '')];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function namespace(language: string, name: string): Record<string, unknown> | undefined {
  return files[`../../../../domain/src/texts/${language}/${name}.json`];
}

/** A screen text as a pattern: its placeholders ({{time}}, {{count}}) match any words. */
function labelPattern(text: string): RegExp {
  const parts = text
    .split(/\{\{[^}]+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`, 'u');
}

/** The names of the buttons and links a text tells the reader to press ("…" stands for a time, a day or a count). */
function namedControls(text: string): string[] {
  return [...text.matchAll(/(?:Knopf|Link|button|link): (.+?)\.(?=\s|$)/gu)].map((m) => m[1]!);
}

describe.each(['de', 'en'])('Easy German page (%s)', (language) => {
  const easy = (namespace(language, 'public-body') as { easy: Record<string, unknown> }).easy;
  const easyTexts = strings(easy);
  const labels = SCREEN_NAMESPACES.flatMap((name) => strings(namespace(language, name)));
  const patterns = labels.map(labelPattern);

  it('names only buttons and links that the visitor screens have', () => {
    const named = easyTexts.flatMap(namedControls);
    expect(named.length).toBeGreaterThanOrEqual(5);
    // a screen text with its placeholders filled in, e.g. "Termin 10:00 am 10:00 stornieren"
    const samples = labels.map((label) => label.replace(/\{\{[^}]+\}\}/g, '10:00'));
    const missing = named.filter((name) => {
      // "…" in the Easy text stands for the part of the label that varies (time, day, count)
      const asPattern = labelPattern(name.replace(/…/g, '{{any}}'));
      const example = name.replace(/…/g, '10:00');
      return !(
        patterns.some((pattern) => pattern.test(example)) ||
        samples.some((sample) => asPattern.test(sample))
      );
    });
    expect(missing).toEqual([]);
  });

  it('names every required field of the personal data form in the booking steps', () => {
    const person = (namespace(language, 'booking') as { person: Record<string, string> }).person;
    const steps = strings(easy.book).join(' ').toLowerCase();
    const unnamed = REQUIRED_FIELDS.map((field) => person[field]!).filter(
      (label) => !steps.includes(label.replace(SOFT_HYPHEN, '').toLowerCase()),
    );
    expect(unnamed).toEqual([]);
  });
});
