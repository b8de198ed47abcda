import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idle } from '../../../lib/voice/hearing';
import { ConversationControls } from './conversation-controls';

function renderControls(change: Partial<ComponentProps<typeof ConversationControls>> = {}) {
  const props = {
    hearing: idle,
    waiting: false,
    heard: null,
    typed: '',
    confirmingEnd: false,
    speak: vi.fn(),
    stopRecording: vi.fn(),
    edit: vi.fn(),
    send: vi.fn(),
    askToEnd: vi.fn(),
    keepTalking: vi.fn(),
    end: vi.fn(),
    ...change,
  };
  return { ...render(<ConversationControls {...props} />), props };
}

const HEARD = 'let our lem foul on you';

describe('the conversation controls', () => {
  // The browser's recognition is present: the learner can speak.
  beforeEach(() => vi.stubGlobal('webkitSpeechRecognition', class {}));
  afterEach(() => vi.unstubAllGlobals());

  it("what was heard: an edit box, 'Enviar' focused and described by the words, 'Falar de novo'; no text box", async () => {
    const { props } = renderControls({ heard: HEARD });
    const box = await screen.findByRole('textbox', { name: 'Confira o que ouvimos' });
    expect(box).toHaveValue(HEARD);
    expect(box).toHaveAttribute('lang', 'en');
    const send = screen.getByRole('button', { name: 'Enviar' });
    await waitFor(() => expect(send).toHaveFocus());
    expect(send).toHaveAccessibleDescription(
      `${HEARD} Se não foi isso que você disse, corrija o texto ou fale de novo.`,
    );
    expect(screen.queryByRole('textbox', { name: 'Ou escreva em inglês' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Falar' })).toBeNull();

    await userEvent.type(box, '!');
    expect(props.edit).toHaveBeenLastCalledWith('heard', `${HEARD}!`);
    await userEvent.click(send);
    expect(props.send).toHaveBeenCalledWith('heard');
    await userEvent.click(screen.getByRole('button', { name: 'Falar de novo' }));
    expect(props.speak).toHaveBeenCalledTimes(1);
  });

  it('Enter in the edit box sends the line; an emptied line, or one while a reply is awaited, is not sent', async () => {
    const { props, rerender } = renderControls({ heard: HEARD });
    const box = await screen.findByRole('textbox', { name: 'Confira o que ouvimos' });
    await userEvent.type(box, '{Enter}');
    expect(props.send).toHaveBeenCalledTimes(1);
    rerender(<ConversationControls {...props} heard="  " />);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    rerender(<ConversationControls {...props} heard={HEARD} waiting />);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Falar de novo' })).toBeDisabled();
    await userEvent.type(box, '{Enter}');
    expect(props.send).toHaveBeenCalledTimes(1);
  });

  it("nothing heard: 'Falar' and the text box, which sends what is typed", async () => {
    const { props } = renderControls({ typed: 'I like music.' });
    await userEvent.click(screen.getByRole('button', { name: 'Falar' }));
    expect(props.speak).toHaveBeenCalledTimes(1);
    const box = screen.getByRole('textbox', { name: 'Ou escreva em inglês' });
    expect(box).toHaveValue('I like music.');
    await userEvent.type(box, '!');
    expect(props.edit).toHaveBeenLastCalledWith('typed', 'I like music.!');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(props.send).toHaveBeenCalledWith('typed');
  });

  it("'Encerrar' asks: 'Encerrar agora? Seus pontos serão salvos.', with 'Continuar conversando' and 'Encerrar'", async () => {
    const { props, rerender } = renderControls();
    await userEvent.click(screen.getByRole('button', { name: 'Encerrar' }));
    expect(props.askToEnd).toHaveBeenCalledTimes(1);
    expect(props.end).not.toHaveBeenCalled();

    rerender(<ConversationControls {...props} confirmingEnd />);
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar agora?' });
    expect(dialog).toHaveTextContent('Seus pontos serão salvos.');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar conversando' }));
    expect(props.keepTalking).toHaveBeenCalledTimes(1);
    const buttons = screen.getAllByRole('button', { name: 'Encerrar' });
    await userEvent.click(buttons.find((button) => dialog.contains(button)) as HTMLElement);
    expect(props.end).toHaveBeenCalledTimes(1);
  });
});
