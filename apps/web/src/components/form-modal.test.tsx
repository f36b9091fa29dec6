import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BREAKPOINTS } from '@lms/shared';
import { renderWithProviders } from '@/testing/render';
import { FormModal, FormModalFooter } from './form-modal';

/** A window `width` pixels wide, as far as media queries go. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= min, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  });
}

const content = () => document.querySelector('.mantine-Modal-content');

describe('FormModal', () => {
  it('is full screen on a phone width', async () => {
    viewport(BREAKPOINTS.tablet - 1);
    renderWithProviders(
      <FormModal opened onClose={() => {}} title="Tambah Data">
        <p>isi</p>
      </FormModal>,
    );
    expect(await screen.findByText('isi')).toBeTruthy();
    expect(content()?.getAttribute('data-full-screen')).toBe('true');
  });

  it('is a centred card from the tablet width up, with its title', async () => {
    viewport(BREAKPOINTS.tablet);
    renderWithProviders(
      <FormModal opened onClose={() => {}} title="Tambah Data">
        <p>isi</p>
      </FormModal>,
    );
    expect(await screen.findByText('Tambah Data')).toBeTruthy();
    expect(content()?.hasAttribute('data-full-screen')).toBe(false);
  });

  it('does not mount its body while closed', () => {
    viewport(1200);
    const Body = vi.fn(() => <p>isi</p>);
    renderWithProviders(
      <FormModal opened={false} onClose={() => {}} title="Tambah Data">
        <Body />
      </FormModal>,
    );
    expect(Body).not.toHaveBeenCalled();
    expect(screen.queryByText('isi')).toBeNull();
  });

  it('footer: Batal cancels, Simpan submits the form or calls its handler', async () => {
    viewport(1200);
    const onCancel = vi.fn();
    const onSubmitForm = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { unmount } = renderWithProviders(
      <form onSubmit={onSubmitForm}>
        <FormModalFooter onCancel={onCancel} submitTestId="x-simpan" cancelTestId="x-batal" />
      </form>,
    );
    fireEvent.click(screen.getByTestId('x-batal'));
    expect(onCancel).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByTestId('x-simpan'));
    expect(onSubmitForm).toHaveBeenCalledOnce();
    unmount();

    const onSubmit = vi.fn();
    renderWithProviders(<FormModalFooter onCancel={onCancel} onSubmit={onSubmit} submitLabel="Unggah" cancelDisabled />);
    fireEvent.click(screen.getByRole('button', { name: 'Unggah' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect((screen.getByRole('button', { name: 'Batal' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
