import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { subscriberSearchSchema, type SubscriberSearch } from '@kabinet/contract/rules/search';
import { ApiError } from '../api/api-error.ts';
import { createI18n, type Language } from '../i18n/i18n.ts';
import { fieldOfProblem } from './problem-fields.ts';
import { lazySchema, useContractForm, useFieldErrorText } from './use-contract-form.ts';
import { numbersRoutes } from '@kabinet/contract/numbers';

const labelQuery = numbersRoutes.setLabel.query!;

/** A label form as a screen writes it: the contract's schema, a save that may be refused. */
const lazyLabelQuery = lazySchema(async () => labelQuery);

function LabelForm({ onSave, lazy }: { onSave: (label: string | null) => Promise<void>; lazy?: boolean }) {
  const form = useContractForm(lazy ? lazyLabelQuery : labelQuery, { defaultValues: { label: '' } });
  const errorText = useFieldErrorText();
  const handleSave = form.handleSubmit(async ({ label }) => {
    try {
      await onSave(label);
    } catch (error) {
      if (!form.showProblem(error)) form.setError('root', { message: 'not a field' });
    }
  });
  return (
    <form onSubmit={handleSave} noValidate>
      <label>
        label
        <input {...form.register('label')} />
      </label>
      <p role="alert">{errorText(form.formState.errors.label)}</p>
      <p role="status">{form.formState.errors.root?.message}</p>
      <button type="submit">save</button>
    </form>
  );
}

async function renderForm(
  onSave: (label: string | null) => Promise<void>,
  language: Language = 'ru',
  lazy = false,
) {
  const i18n: I18n = await createI18n(language);
  await i18n.loadNamespaces(['errors']);
  render(
    <I18nextProvider i18n={i18n}>
      <LabelForm onSave={onSave} lazy={lazy} />
    </I18nextProvider>,
  );
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'label' }), { target: { value: text } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'save' })));

describe('the form wrapper', () => {
  it("refuses in the browser what the contract refuses, with the code's text", async () => {
    const onSave = vi.fn(async () => undefined);
    await renderForm(onSave);
    type('x'.repeat(21));
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Метка — не более 20 символов.'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks with a lazy schema (fetched with the first check) exactly as with an eager one', async () => {
    const onSave = vi.fn(async () => undefined);
    await renderForm(onSave, 'en', true);
    type('x'.repeat(21));
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The label can have at most 20 characters.'),
    );
    expect(onSave).not.toHaveBeenCalled();
    type('  Склад  ');
    await submit();
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith('Склад'));
  });

  it("hands the schema's output to the submit: trimmed, blank is null (delete)", async () => {
    const onSave = vi.fn(async () => undefined);
    await renderForm(onSave);
    type('  Склад  ');
    await submit();
    expect(onSave).toHaveBeenLastCalledWith('Склад');
    type('   ');
    await submit();
    expect(onSave).toHaveBeenLastCalledWith(null);
  });

  it("puts the server's field errors on the field, in the user's language", async () => {
    await renderForm(async () => {
      throw new ApiError(400, 'label_too_long', {
        status: 400,
        code: 'label_too_long',
        message: 'label_too_long',
        errors: [{ path: 'querystring.label', code: 'label_too_long' }],
      });
    }, 'kk');
    type('ok');
    await submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Белгі 20 таңбадан аспауы тиіс.'));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('leaves a problem about no field of the form to the caller, and shows unknown codes generically', async () => {
    await renderForm(async () => {
      throw new ApiError(409, 'msisdn_blocked', {
        status: 409,
        code: 'msisdn_blocked',
        message: 'msisdn_blocked',
      });
    });
    type('ok');
    await submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('not a field'));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('names the field a problem path points at', () => {
    expect(fieldOfProblem('body.msisdnPart')).toBe('msisdnPart');
    expect(fieldOfProblem('querystring.label')).toBe('label');
    expect(fieldOfProblem('params.msisdn')).toBe('msisdn');
    expect(fieldOfProblem('items.0.imei')).toBe('items.0.imei');
  });

  it('gives the search schema output to the submit, as the server would parse it', async () => {
    const seen: SubscriberSearch[] = [];
    function Search() {
      const form = useContractForm(subscriberSearchSchema, {
        defaultValues: { msisdnPart: '', label: ' a ' },
      });
      return (
        <form onSubmit={form.handleSubmit((body) => void seen.push(body))}>
          <button type="submit">go</button>
        </form>
      );
    }
    render(<Search />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'go' })));
    expect(seen).toEqual([
      { msisdnPart: '7', accountNumber: null, iccid: null, typeAccount: null, label: 'a', comment: null },
    ]);
  });
});
