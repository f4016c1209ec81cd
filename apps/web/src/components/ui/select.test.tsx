import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Select } from './select';

const FRUIT = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

function Fruit({ initial = 'apple' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Select aria-label="Fruit" value={value} onValueChange={setValue} options={FRUIT} placeholder="Pick" />
  );
}

describe('Select', () => {
  afterEach(cleanup);

  it('shows the chosen label, or the placeholder, with no options rendered while closed', () => {
    const { unmount } = render(<Fruit />);
    expect(screen.getByRole('combobox', { name: 'Fruit' }).textContent).toBe('Apple');
    expect(screen.queryByRole('option', { hidden: true })).toBeNull();
    unmount();
    render(<Fruit initial="" />);
    expect(screen.getByRole('combobox', { name: 'Fruit' }).textContent).toBe('Pick');
  });

  it('chooses by type-ahead while closed', () => {
    render(<Fruit />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    fireEvent.keyDown(trigger, { key: 'c' });
    expect(trigger.textContent).toBe('Cherry');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists the options when opened and closes on a choice', () => {
    render(<Fruit />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Apple',
      'Banana',
      'Cherry',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Banana' }));
    expect(trigger.textContent).toBe('Banana');
    expect(screen.queryByRole('option')).toBeNull();
  });
});
