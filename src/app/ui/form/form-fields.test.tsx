// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

afterEach(cleanup);

describe('form fields', () => {
  it('label their control and tie the inline error to it', () => {
    render(<TextField label="Username" required error="This field is required." />);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('This field is required.');
  });

  it('have no error state when there is no error', () => {
    render(<TextField label="City" hint="As on the PAN card" />);
    const input = screen.getByLabelText('City');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('As on the PAN card');
  });

  it('let a password be shown and hidden again', () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });

  it('offer a select with a placeholder and a labelled checkbox', () => {
    render(
      <>
        <SelectField label="Client status" placeholder="Select…" options={[{ value: '1', label: 'Hot' }, { value: '2', label: 'Cold' }]} />
        <Checkbox label="Verified" />
      </>,
    );
    const select = screen.getByLabelText('Client status') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Select…', 'Hot', 'Cold']);
    const checkbox = screen.getByLabelText('Verified') as HTMLInputElement;
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
  });
});
