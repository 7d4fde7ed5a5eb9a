import { useCallback, useEffect, useRef, useState } from 'react';
import { API_PATHS, type UploadedAttachment } from '@nurse/api-client';
import { MESSAGE_ATTACHMENT_TEXTS } from '@nurse/domain';
import { attachmentRefusal, looksLikePhoto } from '../utils/attachment-choice';

/** A file she chose for the next message: on its way (with its progress), uploaded, or refused and why. */
export interface ChosenAttachment {
  key: string;
  name: string;
  photo: boolean;
  /** 0 to 1 while on its way. */
  progress: number;
  status: 'uploading' | 'uploaded' | 'refused';
  refusal?: string;
  uploaded?: UploadedAttachment;
}

let lastKey = 0;

/** The server's message from a refused upload, or a general one. */
function refusalOf(request: XMLHttpRequest): string {
  try {
    const body = JSON.parse(request.responseText) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: a proxy's page, or no answer at all.
  }
  return request.status === 413 ? MESSAGE_ATTACHMENT_TEXTS.tooLarge : 'The file could not be uploaded. Try again.';
}

/**
 * The photos and PDFs chosen for the next message, each uploaded as soon as it is chosen (with its
 * progress, through XMLHttpRequest, which reports it) and removable before the message goes. A file
 * refused before or by the upload stays listed with the reason until she removes it.
 */
export function useAttachmentUploads() {
  const [chosen, setChosen] = useState<ChosenAttachment[]>([]);
  const requests = useRef(new Map<string, XMLHttpRequest>());

  const update = (key: string, change: Partial<ChosenAttachment>) =>
    setChosen((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = (key: string, file: File) => {
    const request = new XMLHttpRequest();
    requests.current.set(key, request);
    request.open('POST', API_PATHS.messageAttachments);
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) update(key, { progress: event.loaded / event.total });
    };
    request.onload = () => {
      requests.current.delete(key);
      if (request.status === 201)
        update(key, { status: 'uploaded', progress: 1, uploaded: JSON.parse(request.responseText) as UploadedAttachment });
      else update(key, { status: 'refused', refusal: refusalOf(request) });
    };
    request.onerror = () => {
      requests.current.delete(key);
      update(key, { status: 'refused', refusal: 'The file could not be uploaded: check your connection and try again.' });
    };
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  };

  const add = (files: Iterable<File>) => {
    const next: ChosenAttachment[] = [];
    const toUpload: Array<[string, File]> = [];
    let counted = chosen.filter((item) => item.status !== 'refused').length;
    for (const file of files) {
      const key = `attachment-${(lastKey += 1)}`;
      const refusal = attachmentRefusal(file, counted);
      next.push({
        key,
        name: file.name,
        photo: looksLikePhoto(file),
        progress: 0,
        status: refusal ? 'refused' : 'uploading',
        ...(refusal ? { refusal } : {}),
      });
      if (!refusal) {
        counted += 1;
        toUpload.push([key, file]);
      }
    }
    setChosen((list) => [...list, ...next]);
    for (const [key, file] of toUpload) upload(key, file);
  };

  const remove = (key: string) => {
    requests.current.get(key)?.abort();
    requests.current.delete(key);
    setChosen((list) => list.filter((item) => item.key !== key));
  };

  const clear = useCallback(() => setChosen([]), []);

  // Uploads still on their way when she leaves the conversation are abandoned; the server deletes what it kept.
  useEffect(() => {
    const open = requests.current;
    return () => open.forEach((request) => request.abort());
  }, []);

  const uploaded = chosen.flatMap((item) => (item.uploaded ? [item.uploaded] : []));
  return {
    chosen,
    add,
    remove,
    clear,
    uploading: chosen.some((item) => item.status === 'uploading'),
    /** What the next message carries: the ids and how many are photos. */
    attached: { ids: uploaded.map((item) => item.id), photos: uploaded.filter((item) => item.kind === 'image').length },
  };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;
