import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useShop } from '@bike/shared/remote-kit';
import { useErrorText } from '../use-error-text';
import { previewOf, uploadFiles, type StoredUpload, type UploadPurpose } from './uploads';

interface FilePickerProps {
  label: string;
  hint: string;
  purpose: UploadPurpose;
  accept: string;
  /** At most this many files in all (1: a single file that a new choice replaces). */
  max: number;
  value: StoredUpload[];
  onChange: (files: StoredUpload[]) => void;
  error?: string;
  testId?: string;
}

/**
 * Files are uploaded as soon as they are chosen, so the form only sends their ids and a slow
 * upload never holds the whole registration. Each file shows a preview and a remove button;
 * the server's refusal (too large, wrong type) is shown under the field in the page's language.
 */
export function FilePicker({ label, hint, purpose, accept, max, value, onChange, error, testId }: FilePickerProps) {
  const intl = useIntl();
  const { api } = useShop();
  const errorText = useErrorText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const shown = uploadError ?? error;
  const full = max > 1 && value.length >= max;

  const choose = async (list: FileList | null) => {
    const files = [...(list ?? [])].slice(0, max === 1 ? 1 : max - value.length);
    if (files.length === 0) return;
    setBusy(true);
    setUploadError(null);
    try {
      const stored = await uploadFiles(api, purpose, files);
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
                {t('registration.remove')}<span className="visually-hidden"> {file.name ?? ''}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <label className="btn btn--secondary file-picker__choose" htmlFor={id} id={`${id}-choose`}>
          {busy ? t('registration.uploading') : t(max === 1 && value.length ? 'registration.replaceFile' : 'registration.chooseFile')}
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
      {busy && <span role="status" className="visually-hidden">{t('registration.uploading')}</span>}
      {shown && <span id={`${id}-error`} className="field__error" role="alert">{shown}</span>}
    </div>
  );
}
