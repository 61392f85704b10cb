import { useState } from 'react';
import type { FanzoneSubmission } from '@bike/shared/domain/fanzone';
import { formatDate, useT } from '@bike/shared/i18n';
import { useShop } from '@bike/shared/remote-kit';
import { withdrawSubmission } from './fanzone-calls';

/** The rider's own photos with their status; a rejected one says why. Each can be removed. */
export function MyPhotos({ photos, onChange }: { photos: FanzoneSubmission[]; onChange: () => void }) {
  const { api, locale } = useShop();
  const [notice, setNotice] = useState<string | null>(null);
  const t = useT();
  const withdraw = async (photo: FanzoneSubmission) => {
    try {
      await withdrawSubmission(api, photo.id);
      setNotice(t('fanzone.withdrawn'));
    } catch {
      setNotice(t('error.somethingWrong'));
    }
    onChange();
  };
  return (
    <section className="fanzone-mine" aria-labelledby="fanzone-mine-title">
      <h3 id="fanzone-mine-title">{t('fanzone.mine')}</h3>
      {notice && <p role="status" className="card__meta">{notice}</p>}
      <ul className="list-rows" data-testid="fanzone-mine">
        {photos.map((photo) => (
          <li key={photo.id} className="list-row fanzone-mine__row">
            {photo.image && <img src={photo.image.thumbnail} alt="" width={72} height={72} loading="lazy" />}
            <div className="fanzone-mine__text">
              <strong>{photo.caption}</strong>
              <span className={`status status--${photo.status}`}>{t(`fanzone.status.${photo.status}`)}</span>
              {photo.status === 'rejected' && photo.reason && (
                <span className="card__meta">{t(`fanzone.reason.${photo.reason}`)}{photo.note ? ` ${photo.note}` : ''}</span>
              )}
              <span className="card__meta">{formatDate(photo.createdAt, locale)}</span>
            </div>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => void withdraw(photo)}>
              {t('fanzone.withdraw')}<span className="visually-hidden"> {photo.caption}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
