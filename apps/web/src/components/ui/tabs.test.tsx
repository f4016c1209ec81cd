import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Uncontrolled({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="products" {...(onValueChange ? { onValueChange } : {})}>
      <TabsList aria-label="Marketplace">
        <TabsTrigger value="products">Products</TabsTrigger>
        <TabsTrigger value="orders">Orders</TabsTrigger>
      </TabsList>
      <TabsContent value="products">Product grid</TabsContent>
      <TabsContent value="orders">Order list</TabsContent>
    </Tabs>
  );
}

/** A mouse press chooses a tab, as Radix's trigger does (before the click, so it feels immediate). */
const press = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Tabs', () => {
  it('shows the chosen panel only, labelled by its tab and named by it', () => {
    render(<Uncontrolled />);
    const panel = screen.getByRole('tabpanel', { name: 'Products' });
    expect(panel.textContent).toBe('Product grid');
    expect(screen.queryByText('Order list')).toBeNull();
    const tab = screen.getByRole('tab', { name: 'Products' });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(panel.getAttribute('tabindex')).toBe('0');
  });

  it('switches panels when another tab is pressed, and says so', () => {
    const onValueChange = vi.fn();
    render(<Uncontrolled onValueChange={onValueChange} />);
    press('Orders');
    expect(onValueChange).toHaveBeenCalledWith('orders');
    expect(screen.getByRole('tabpanel', { name: 'Orders' }).textContent).toBe('Order list');
    expect(screen.queryByText('Product grid')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves to the next tab with the arrow keys and chooses it', async () => {
    render(<Uncontrolled />);
    const products = screen.getByRole('tab', { name: 'Products' });
    products.focus();
    fireEvent.keyDown(products, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Orders' })));
    expect(screen.getByRole('tabpanel', { name: 'Orders' }).textContent).toBe('Order list');
  });

  it('follows the value it is given, and keeps a force-mounted panel hidden in the page', () => {
    function Controlled() {
      const [tab, setTab] = useState('scan');
      return (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="RFID">
            <TabsTrigger value="scan">Scan</TabsTrigger>
            <TabsTrigger value="tags">Tags</TabsTrigger>
          </TabsList>
          <TabsContent value="scan" forceMount hidden={tab !== 'scan'}>
            <input aria-label="EPC" />
          </TabsContent>
          <TabsContent value="tags">Tag list</TabsContent>
        </Tabs>
      );
    }
    render(<Controlled />);
    fireEvent.change(screen.getByLabelText('EPC'), { target: { value: '3074257BF7194E4000001A85' } });
    press('Tags');
    const kept = screen.getByLabelText('EPC', { selector: 'input' });
    expect(kept.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
    expect((kept as HTMLInputElement).value).toBe('3074257BF7194E4000001A85');
    press('Scan');
    expect(screen.getByRole('tabpanel', { name: 'Scan' }).hasAttribute('hidden')).toBe(false);
    expect(screen.queryByText('Tag list')).toBeNull();
  });

  it('mounts and switches without reading computed styles (no style work forced inside a commit)', () => {
    // Queries by role read computed styles themselves, so the tab is found by its text here.
    const computed = vi.spyOn(window, 'getComputedStyle');
    const { container } = render(<Uncontrolled />);
    const orders = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Orders',
    );
    if (!orders) throw new Error('no Orders tab');
    fireEvent.mouseDown(orders, { button: 0 });
    expect(container.textContent).toContain('Order list');
    expect(computed).not.toHaveBeenCalled();
  });
});
