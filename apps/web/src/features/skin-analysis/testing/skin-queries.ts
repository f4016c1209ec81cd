import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SentRequest } from '@/api/skin-analysis/testing/fake-xhr';

/** Shows a tab (Radix Tabs change on mouse down) and returns its panel. */
export function openTab(name: 'Basic Analysis' | 'Enhanced AI') {
  fireEvent.mouseDown(screen.getByRole('tab', { name }));
  return within(screen.getByRole('tabpanel', { name }));
}

/** Opens a select by its label and chooses an option. */
export async function choose(scope: ReturnType<typeof within>, label: string, option: string) {
  fireEvent.keyDown(scope.getByRole('combobox', { name: label }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Drops files on a drop zone, as a browser does. */
export function dropFiles(zone: HTMLElement, files: File[]) {
  fireEvent.dragOver(zone, { dataTransfer: { files } });
  fireEvent.drop(zone, { dataTransfer: { files } });
}

/** The text fields of a multipart body, the file left out. */
export function formFields(body: unknown): Record<string, FormDataEntryValue> {
  if (!(body instanceof FormData)) throw new Error('The request body is not a FormData.');
  return Object.fromEntries([...body.entries()].filter(([name]) => name !== 'image'));
}

/** The request the page sends once the mutation runs it (a moment after the click), to answer by hand. */
export async function sentRequest(sent: SentRequest[], index = 0): Promise<SentRequest> {
  await waitFor(() => {
    if (!sent[index]) throw new Error(`Request ${index + 1} has not been sent.`);
  });
  return sent[index] as SentRequest;
}
