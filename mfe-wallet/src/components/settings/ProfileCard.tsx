import { useId, useRef, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { buttonClasses, Card, ErrorState, ProgressBar, Spinner } from '@coop/shared';
import { holdPicture } from '../../features/profile/pendingPicture';
import { PICTURE_ACCEPT, pictureProblem, pictureUrl } from '../../features/profile/picture';
import { selectProfileState } from '../../features/profile/selectors';
import { pictureRejected, pictureRequested, profileRequested } from '../../features/profile/slice';
import styles from './ProfileCard.module.css';
import layoutStyles from '@coop/shared/styles/layout.module.css';

/** The profile card of /settings (facts §3.10): photo, name, member number, contacts, completeness. */
export function ProfileCard() {
  const dispatch = useDispatch();
  const state = useSelector(selectProfileState);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const profile = state.profile.data;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (input.current) input.current.value = ''; // the same file can be chosen again after a fix
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) dispatch(pictureRejected(problem));
    else dispatch(pictureRequested(holdPicture(file)));
  };

  if (!profile) {
    return (
      <Card title="Profile">
        {state.profile.error ? (
          <ErrorState message={state.profile.error} onRetry={() => dispatch(profileRequested())} />
        ) : (
          <Spinner label="Loading your profile…" />
        )}
      </Card>
    );
  }

  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const photo = pictureUrl(profile.profile_pic);
  const initials = `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase();

  return (
    <Card title="Profile">
      <div className={styles.profile}>
        <div className={styles.photoActions}>
          {photo ? (
            <img className={styles.photo} src={photo} alt={`Profile picture of ${fullName}`} />
          ) : (
            <span className={styles.monogram} role="img" aria-label="No profile picture yet">
              {initials || '?'}
            </span>
          )}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PICTURE_ACCEPT}
            className={`visually-hidden ${styles.fileInput}`}
            onChange={choose}
            disabled={state.uploading}
            aria-describedby={`${inputId}-hint${state.uploadError ? ` ${inputId}-error` : ''}`}
          />
          <label htmlFor={inputId} className={buttonClasses({ variant: 'secondary' })} aria-disabled={state.uploading || undefined}>
            {state.uploading ? 'Uploading…' : 'Change photo'}
          </label>
          <span id={`${inputId}-hint`} className={layoutStyles.muted}>
            JPEG, PNG or WebP, at most 2 MB
          </span>
          {state.uploadError && (
            <span id={`${inputId}-error`} className={layoutStyles.error} role="alert">
              {state.uploadError}
            </span>
          )}
        </div>
        <div className={styles.identity}>
          <p className={styles.name}>{fullName}</p>
          <p className={`${styles.line} ${styles.memberNo}`}>FIN-{profile.user_id}</p>
          <p className={styles.line}>{profile.email}</p>
          {profile.phone_no && <p className={styles.line}>{profile.phone_no}</p>}
        </div>
        <ProgressBar className={styles.completeness} label="Profile Completeness:" value={profile.completeness} valueText={`${profile.completeness}%`} />
      </div>
    </Card>
  );
}
