import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ErrorPage } from './error-page';

describe('ErrorPage (spec 1 §2.2)', () => {
  it('shows the 404 texts', () => {
    renderWithProviders(<ErrorPage statusCode={404} />);
    expect(screen.getByText('Uppss!!! Alamat yang Anda tuju tidak ditemukan')).toBeTruthy();
    expect(screen.getByText('Mohon periksa kembali URL yang Anda ketikkan atau mohon hubungi administrator')).toBeTruthy();
  });

  it("shows 'This page could not be found' for an unmatched route", () => {
    renderWithProviders(<ErrorPage statusCode={404} unmatched />);
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it("shows 'Error {code}' with the message otherwise", () => {
    renderWithProviders(<ErrorPage statusCode={500} message="Server sedang bermasalah" />);
    expect(screen.getByRole('heading', { name: 'Error 500' })).toBeTruthy();
    expect(screen.getByText('Server sedang bermasalah')).toBeTruthy();
  });
});
