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

describe('UploadBox with a file kind', () => {
  it("takes the limit from the college's ukuran_max_file through the shared rule, per file for materials", () => {
    const onFiles = vi.fn();
    const setting = { materi: { ebook: 1, video: 3 } };
    renderWithProviders(<UploadBox accept={['.pdf', '.mp4']} kind="materi" ukuranMaxFile={setting} multiple onFiles={onFiles} inputTestId="input" />);
    const pdf = new File(['x'], 'bab1.pdf');
    Object.defineProperty(pdf, 'size', { value: 2_000_000 });
    const video = new File(['x'], 'kuliah.mp4');
    Object.defineProperty(video, 'size', { value: 2_000_000 });
    fireEvent.change(screen.getByTestId('input'), { target: { files: [pdf, video] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'kuliah.mp4' })]);
    expect(screen.getByRole('alert').textContent).toBe('bab1.pdf: Ukuran file tidak boleh lebih dari 1MB.');
  });

  it('shows the kind default when the college sets nothing (banner: 2 MB)', () => {
    renderWithProviders(<UploadBox accept={PNG} kind="banner_kelas" ukuranMaxFile={{}} onFiles={() => {}} />);
    expect(screen.getByText(/maksimal 2 MB/)).toBeTruthy();
  });
});
