import { useState } from 'react';

/** Uploads a picked file; `uploading` while it runs, then the new URL or the failure's message. */
export function useUpload(
  send: (file: File) => Promise<string>,
  { onUploaded, onFailed }: { onUploaded: (url: string) => void; onFailed: (message: string) => void },
) {
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onUploaded(await send(file));
    } catch (e) {
      onFailed(e instanceof Error ? e.message : 'Upload failed');
    } finally {
      setUploading(false);
    }
  };
  return { uploading, upload };
}
