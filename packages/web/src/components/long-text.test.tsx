import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LongText } from './long-text';

// jsdom has no layout: a text overflows when 8 px per character exceed 200 px.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return (this.textContent ?? '').length * 8;
  });
});
afterEach(() => vi.restoreAllMocks());

const address = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}`;

describe('LongText', () => {
  it('leaves a text that fits alone: no tab stop, no title', () => {
    render(<LongText>erika@example.org</LongText>);
    const text = screen.getByText('erika@example.org');
    expect(text).not.toHaveAttribute('tabindex');
    expect(text).not.toHaveAttribute('title');
    expect(text).toHaveClass('lesesaal-long-text');
  });

  it('cuts a 320-character address but keeps all of it readable: in the DOM, as title, and reachable by keyboard', async () => {
    expect(address).toHaveLength(320);
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <LongText maxWidth="12rem">{address}</LongText>
      </>,
    );
    const text = screen.getByText(address);
    expect(text).toHaveAttribute('title', address);
    expect(text).toHaveStyle({ maxWidth: '12rem' });
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(text).toHaveFocus();
    await user.tab();
    expect(text).not.toHaveFocus();
    expect(text).toHaveAttribute('tabindex', '0');
  });

  it('renders nothing for a missing value', () => {
    const { container } = render(<LongText>{null}</LongText>);
    expect(container).toBeEmptyDOMElement();
  });
});
