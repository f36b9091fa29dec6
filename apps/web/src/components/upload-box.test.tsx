import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { UploadBox, validateUpload } from './upload-box';

const PNG = ['.png', '.jpg', '.jpeg'];

describe('validateUpload', () => {
  it("refuses an oversized file with 'Ukuran file tidak boleh lebih dari {n}MB.'", () => {
    expect(validateUpload({ name: 'a.png', size: 2_000_001 }, PNG, 2_000_000)).toBe('Ukuran file tidak boleh lebih dari 2MB.');
    expect(validateUpload({ name: 'a.png', size: 2_000_000 }, PNG, 2_000_000)).toBeNull();
  });
  it('refuses a type outside the list, case-insensitively accepting the rest', () => {
    expect(validateUpload({ name: 'a.gif', size: 1 }, PNG, 10)).toBe('File type .gif is not allowed');
    expect(validateUpload({ name: 'FOTO.JPG', size: 1 }, PNG, 10)).toBeNull();
  });
});

describe('UploadBox', () => {
  it("shows 'Unggah berkas', passes valid files and shows the refusal of others", () => {
    const onFiles = vi.fn();
    renderWithProviders(<UploadBox accept={PNG} maxBytes={2_000_000} onFiles={onFiles} inputTestId="input" />);
    expect(screen.getByText('Unggah berkas')).toBeTruthy();
    const input = screen.getByTestId('input');
    const besar = new File(['x'], 'besar.png', { type: 'image/png' });
    Object.defineProperty(besar, 'size', { value: 2_500_000 });
    fireEvent.change(input, { target: { files: [besar] } });
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Ukuran file tidak boleh lebih dari 2MB.');
    fireEvent.change(input, { target: { files: [new File(['x'], 'kecil.png', { type: 'image/png' })] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'kecil.png' })]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
