import { afterEach, describe, expect, it, vi } from 'vitest';

const FRUIT = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

type Testing = typeof import('@testing-library/react');
let testing: Testing | null = null;

/**
 * A page whose selects' code has not arrived: a module graph of its own, since the test setup loads the listbox in
 * the shared one (testing/isolation.ts), in a browser that has not been idle yet. React, the testing library and
 * the select are imported fresh together, so the fruit picker's state is that React's too.
 */
async function freshPage() {
  vi.resetModules();
  vi.stubGlobal('requestIdleCallback', () => 0);
  // jsdom has no scrollIntoView; Radix scrolls the chosen option into view as the list opens.
  Element.prototype.scrollIntoView = () => undefined;
  testing = await import('@testing-library/react');
  const { useState } = await import('react');
  const { Select, loadListbox } = await import('./select');
  function Fruit({ initial = 'apple' }: { initial?: string }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <label htmlFor="fruit">Fruit</label>
        <Select id="fruit" value={value} onValueChange={setValue} options={FRUIT} placeholder="Pick" />
      </>
    );
  }
  return { ...testing, Fruit, loadListbox };
}

describe('Select before its code has arrived', () => {
  afterEach(() => testing?.cleanup());

  it('shows a closed combobox with its label, value or placeholder, and no Radix trigger', async () => {
    const { render, screen, Fruit } = await freshPage();
    const { unmount } = render(<Fruit />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger.textContent).toBe('Apple');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // Radix's trigger marks its state; the stand-in has none.
    expect(trigger.hasAttribute('data-state')).toBe(false);
    unmount();
    render(<Fruit initial="" />);
    expect(screen.getByRole('combobox', { name: 'Fruit' }).textContent).toBe('Pick');
  });

  it('chooses by type-ahead without opening or fetching anything', async () => {
    const { render, screen, fireEvent, Fruit } = await freshPage();
    render(<Fruit />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    fireEvent.keyDown(trigger, { key: 'c' });
    expect(trigger.textContent).toBe('Cherry');
    expect(trigger.getAttribute('aria-busy')).toBeNull();
    expect(trigger.hasAttribute('data-state')).toBe(false);
  });

  it('opens the list when the code comes after a key press, and a choice lands on the value', async () => {
    const { render, screen, fireEvent, within, Fruit } = await freshPage();
    render(<Fruit />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Fruit' }), { key: 'Enter' });
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Apple', 'Banana', 'Cherry']);
    fireEvent.click(within(list).getByRole('option', { name: 'Banana' }));
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger.textContent).toBe('Banana');
    expect(trigger.getAttribute('data-state')).toBe('closed');
  });

  it('opens the list after a mouse press', async () => {
    const { render, screen, fireEvent, Fruit } = await freshPage();
    render(<Fruit />);
    fireEvent.pointerDown(screen.getByRole('combobox', { name: 'Fruit' }), {
      pointerType: 'mouse',
      button: 0,
    });
    expect(await screen.findByRole('option', { name: 'Apple' })).toBeTruthy();
  });

  it('hands the focus to the real trigger when the code comes while it has it, closed', async () => {
    const { render, screen, act, Fruit, loadListbox } = await freshPage();
    render(<Fruit />);
    const standIn = screen.getByRole('combobox', { name: 'Fruit' });
    standIn.focus();
    await act(() => loadListbox());
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger).not.toBe(standIn);
    expect(trigger.getAttribute('data-state')).toBe('closed');
    expect(document.activeElement).toBe(trigger);
  });

  it('leaves the focus where it is when the code comes while something else has it', async () => {
    const { render, screen, act, Fruit, loadListbox } = await freshPage();
    render(
      <>
        <Fruit />
        <button type="button">Elsewhere</button>
      </>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    await act(() => loadListbox());
    expect(screen.getByRole('combobox', { name: 'Fruit' }).getAttribute('data-state')).toBe('closed');
    expect(document.activeElement).toBe(elsewhere);
  });
});
