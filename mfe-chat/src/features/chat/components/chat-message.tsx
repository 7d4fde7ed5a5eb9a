import { useNavigate } from 'react-router-dom';
import type { SuggestedAction } from '@nurse/api-client';
import { Button, Space } from '@nurse/ui-kit';
import { actionRoute } from '../utils/action-route';

interface ChatMessageProps {
  author: 'user' | 'assistant';
  text: string;
  actions?: readonly SuggestedAction[];
}

/** One message of the conversation; the assistant's carry buttons that take her to the screen they name. */
export function ChatMessage({ author, text, actions = [] }: ChatMessageProps) {
  const navigate = useNavigate();
  return (
    <li className={`ch-message ch-message--${author}`}>
      <span className="ch-message__author">{author === 'user' ? 'You' : 'Assistant'}</span>
      <p className="ch-message__text">{text}</p>
      {actions.length > 0 ? (
        <Space wrap className="ch-message__actions">
          {actions.map((action) => (
            <Button key={`${action.type}:${action.value}:${action.label}`} size="small" onClick={() => void navigate(actionRoute(action))}>
              {action.label}
            </Button>
          ))}
        </Space>
      ) : null}
    </li>
  );
}
