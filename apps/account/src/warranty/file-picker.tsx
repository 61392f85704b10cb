import { useShop } from '@bike/shared/remote-kit';
import { FilePicker as SharedFilePicker, type FilePickerProps, type StoredUpload } from '@bike/shared/ui/file-picker';
import { useT } from '@bike/shared/i18n';
import { useErrorText } from '../use-error-text';

/** The shared picker with the account's words for choosing, replacing and removing a file. */
export function FilePicker({ purpose, ...props }: Omit<FilePickerProps, 'texts' | 'errorText' | 'send'> & { purpose: 'bike-registration' | 'proof-of-purchase' }) {
  const { api } = useShop();
  const errorText = useErrorText();
  const t = useT();
  return (
    <SharedFilePicker
      {...props}
      errorText={errorText}
      send={(form) => api.upload<StoredUpload[]>(`/b2c/v1/upload/${purpose}`, form)}
      texts={{ choose: t('registration.chooseFile'), replace: t('registration.replaceFile'), uploading: t('registration.uploading'), remove: t('registration.remove') }}
    />
  );
}
