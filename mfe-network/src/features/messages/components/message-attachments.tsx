import type { MessageAttachment } from '@nurse/api-client';
import { fileSize } from '../utils/attachment-choice';

/**
 * The photos and PDFs of a message: a photo as its thumbnail, a PDF as a chip with its name and size;
 * either opens in a new tab (the full photo, or the browser's PDF viewer) by its signed link.
 */
export function MessageAttachments({ attachments }: { attachments: MessageAttachment[] }) {
  return (
    <ul className="nw-attachments" aria-label="Attachments">
      {attachments.map((attachment) => (
        <li key={attachment.id} className="nw-attachments__item">
          {attachment.kind === 'image' && attachment.thumbnailUrl ? (
            <a
              href={attachment.url}
              target="_blank"
              rel="noopener noreferrer"
              className="nw-attachments__photo"
              title={`Open ${attachment.filename}`}
            >
              <img src={attachment.thumbnailUrl} alt={`Photo: ${attachment.filename}`} loading="lazy" {...thumbnailSize(attachment)} />
            </a>
          ) : (
            <a href={attachment.url} target="_blank" rel="noopener noreferrer" className="nw-attachments__chip">
              <span aria-hidden="true">📄</span>
              <span className="nw-attachments__name">{attachment.filename}</span>
              <span className="nw-attachments__size">{fileSize(attachment.bytes)}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

const THUMBNAIL = 320;

/** The thumbnail's size (at most 320 px each way), so the thread does not jump as it loads. */
function thumbnailSize({ width, height }: MessageAttachment): { width?: number; height?: number } {
  if (!width || !height) return {};
  const scale = Math.min(1, THUMBNAIL / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
