import { useId, useState } from 'react';

/** What POST /b2c/v1/upload/{path} answers for each stored file. */
export interface StoredUpload {
  id: string;
  kind: 'image' | 'pdf';
  name: string | null;
  url: string;
  thumbnails?: Record<string, string>;
}

/** The square thumbnail for a preview (spec point 9's 800x800), else the file itself. */
export const previewOf = (upload: Pick<StoredUpload, 'url' | 'thumbnails'> & { thumbnail?: string | null }): string =>
  upload.thumbnail ?? upload.thumbnails?.['800x800'] ?? upload.url;

/** The picker's words, in the page's language: each remote brings its own. */
export interface FilePickerTexts {
  choose: string;
  replace: string;
  uploading: string;
  remove: string;
}

export interface FilePickerProps {
  label: string;
  hint: string;
  /**
   * Sends the chosen files as one multipart request (field `file`, repeated) to the upload call
   * for this field's purpose, e.g. `(form) => api.upload('/b2c/v1/upload/fanzone', form)`; the
   * server keeps all of them or none.
   */
  send: (form: FormData) => Promise<StoredUpload[]>;
  accept: string;
  /** At most this many files in all (1: a single file that a new choice replaces). */
  max: number;
  value: StoredUpload[];
  onChange: (files: StoredUpload[]) => void;
  texts: FilePickerTexts;
  /** The server's refusal (too large, wrong type) as a sentence in the page's language. */
  errorText: (error: unknown) => string;
  error?: string;
  testId?: string;
}

/**
 * Files are uploaded as soon as they are chosen, so a form only sends their ids and a slow
 * upload never holds the whole form. Each file shows a preview and a remove button; the
 * server's refusal is shown under the field. Used by the bike registration and the fan zone; imported by path
 * (@bike/shared/ui/file-picker), so pages without a file field do not carry it.
 */
export function FilePicker({ label, hint, send, accept, max, value, onChange, texts, errorText, error, testId }: FilePickerProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = uploadError ?? error;
  const full = max > 1 && value.length >= max;

  const choose = async (list: FileList | null) => {
    const files = [...(list ?? [])].slice(0, max === 1 ? 1 : max - value.length);
    if (files.length === 0) return;
    setBusy(true);
    setUploadError(null);
    try {
      const form = new FormData();
      for (const file of files) form.append('file', file, file.name);
      const stored = await send(form);
      onChange(max === 1 ? stored.slice(0, 1) : [...value, ...stored]);
    } catch (e) {
      setUploadError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field file-picker" data-testid={testId}>
      <span className="file-picker__label" id={`${id}-label`}>{label}</span>
      <span id={`${id}-hint`} className="field__hint">{hint}</span>
      {value.length > 0 && (
        <ul className="file-picker__list" aria-labelledby={`${id}-label`}>
          {value.map((file) => (
            <li key={file.id} className="file-picker__item">
              {file.kind === 'image' ? <img src={previewOf(file)} alt="" width={96} height={96} loading="lazy" /> : <span className="file-picker__doc" aria-hidden="true">PDF</span>}
              <span className="file-picker__name">{file.name ?? file.id.slice(0, 8)}</span>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange(value.filter((f) => f.id !== file.id))}>
                {texts.remove}<span className="visually-hidden"> {file.name ?? ''}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <label className="btn btn--secondary file-picker__choose" htmlFor={id} id={`${id}-choose`}>
          {busy ? texts.uploading : max === 1 && value.length ? texts.replace : texts.choose}
        </label>
      )}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={accept}
        multiple={max > 1}
        disabled={busy || full}
        // Named by the field ("Photos of your bike") and the action, so two pickers never sound alike.
        aria-labelledby={full ? `${id}-label` : `${id}-label ${id}-choose`}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        aria-invalid={!!shown}
        onChange={(e) => {
          void choose(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      {busy && <span role="status" className="visually-hidden">{texts.uploading}</span>}
      {shown && <span id={`${id}-error`} className="field__error" role="alert">{shown}</span>}
    </div>
  );
}
