import { Modal } from '../../../components/modal';
import { messages } from '../../../messages';
import { conversationMessages } from '../../../messages-conversation';

export interface EndQuestion {
  end: () => void;
  keepTalking: () => void;
}

/** 'Encerrar agora? Seus pontos serão salvos.': asked before the conversation ends. */
export function EndDialog({ end, keepTalking }: EndQuestion) {
  const words = conversationMessages.end;
  return (
    <Modal open title={words.title} onClose={keepTalking}>
      <p>{words.text}</p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={keepTalking}>
          {words.keepTalking}
        </button>
        <button type="button" className="button button-primary" onClick={end}>
          {messages.conversation.stop}
        </button>
      </div>
    </Modal>
  );
}
