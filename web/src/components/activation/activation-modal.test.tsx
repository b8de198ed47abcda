import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingKey, takeKeyFrom } from '../../lib/pending-key';
import { fakeApi, json } from '../../testing/fake-api';
import { START_AFTER_ACTIVATION_MS } from './activation-key';
import { ActivationModal } from './activation-modal';

vi.mock('../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));

function renderModal() {
  const onCancel = vi.fn();
  const onActivated = vi.fn();
  render(<ActivationModal open userId="aluno-1" onCancel={onCancel} onActivated={onActivated} />);
  return { onCancel, onActivated };
}

const keyField = () => screen.getByRole('textbox', { name: 'Chave de ativação' });
const activate = () => screen.getByRole('button', { name: 'Ativar' });

describe('ActivationModal', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('fills in a key that came in a link, and forgets it once the account is activated', async () => {
    takeKeyFrom('?chave=abcde-fghjk');
    const api = fakeApi(() => json({ success: true, message: 'ok' }));
    renderModal();
    expect(keyField()).toHaveValue('ABCDE-FGHJK');
    await userEvent.click(activate());
    expect(await screen.findByRole('status')).toHaveTextContent('✅ Sua conta foi ativada com sucesso!');
    expect(api.calls[0]?.body).toEqual({ userId: 'aluno-1', activationKey: 'ABCDE-FGHJK' });
    expect(pendingKey()).toBeNull();
  });

  it('asks for a key, with Ativar and Cancelar', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Ative sua conta' })).toBeInTheDocument();
    expect(keyField()).toBeInTheDocument();
    expect(activate()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('refuses an empty key without calling the server', async () => {
    const api = fakeApi(() => json({ success: true, message: 'ok' }));
    renderModal();
    await userEvent.type(keyField(), '   ');
    await userEvent.click(activate());
    expect(screen.getByRole('alert')).toHaveTextContent('❌ Insira uma chave válida!');
    expect(api.calls).toHaveLength(0);
  });

  it('sends userId and the key with the ID token, and shows the server message on refusal', async () => {
    const api = fakeApi(() =>
      json({ error: 'Chave já utilizada.', success: false, message: '❌ Esta chave já foi usada.' }, 400),
    );
    const { onActivated } = renderModal();
    await userEvent.type(keyField(), ' abcde-fghjk ');
    await userEvent.click(activate());
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Esta chave já foi usada.');
    expect(api.calls[0]).toMatchObject({
      url: '/api/auth/validate-key',
      method: 'POST',
      body: { userId: 'aluno-1', activationKey: 'abcde-fghjk' },
    });
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer id-token-de-teste');
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('falls back to the wrong-key sentence when the refusal carries no message', async () => {
    fakeApi(() => json({ success: false }));
    renderModal();
    await userEvent.type(keyField(), 'XXXXX');
    await userEvent.click(activate());
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Chave incorreta ou inválida.');
  });

  it('explains a network failure', async () => {
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderModal();
    await userEvent.type(keyField(), 'XXXXX');
    await userEvent.click(activate());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ Erro ao validar chave. Verifique sua conexão.',
    );
  });

  it('on success shows the confirmation and starts the practice 1.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi(() => json({ success: true, message: 'Conta ativada.' }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onActivated } = renderModal();
    await user.type(keyField(), 'ABCDE-FGHJK-MNPQR-STVWX');
    await user.click(activate());
    expect(await screen.findByRole('status')).toHaveTextContent('✅ Sua conta foi ativada com sucesso!');
    expect(START_AFTER_ACTIVATION_MS).toBe(1500);
    act(() => vi.advanceTimersByTime(1400));
    expect(onActivated).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onActivated).toHaveBeenCalledTimes(1);
  });

  it('Cancelar closes without calling the server', async () => {
    const api = fakeApi(() => json({}));
    const { onCancel } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
  });
});
