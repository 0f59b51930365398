import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useDispatch } from 'react-redux';
import { buttonClasses, Card, ErrorState, ProgressBar, Spinner, type LoadResult, SETTINGS_PATH } from '@coop/shared';
import type { PictureReply, Profile } from '@coop/api/contract';
import { calls, useCall } from '../../features/calls';
import { pictureForm, profilePaths } from '../../features/profile/api';
import { PICTURE_ACCEPT, pictureProblem, pictureUrl } from '../../features/profile/picture';
import { patchSessionUser } from '../../features/profile/session';
import { useWhenDone } from '../../features/useWhenDone';
import styles from './ProfileCard.module.css';
import layoutStyles from '@coop/shared/styles/layout.module.css';

/** The profile card of /settings (facts §3.10): photo, name, member number, contacts, completeness. */
export function ProfileCard({ loaded }: { loaded: LoadResult<Profile> & { retry: () => void } }) {
  const dispatch = useDispatch();
  const upload = useCall('profile-picture');
  // a file the browser already rejected (too large, wrong type) is shown the same way; nothing is sent
  const [rejected, setRejected] = useState<string | null>(null);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const profile = loaded.data;
  const uploaded = upload.done ? (upload.reply as PictureReply | null)?.profile_pic : undefined;
  useWhenDone<PictureReply>(upload, (reply) => patchSessionUser(dispatch, { profile_pic: reply.profile_pic }));
  const uploading = upload.pending;
  const uploadError = rejected ?? upload.error;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (input.current) input.current.value = ''; // the same file can be chosen again after a fix
    if (!file) return;
    const problem = pictureProblem(file);
    setRejected(problem);
    if (problem) return;
    calls.keepUpload('profile-picture', pictureForm(file));
    upload.run({ method: 'POST', path: profilePaths.picture, uploadId: 'profile-picture', successMessage: 'Your picture has been updated', navigateTo: SETTINGS_PATH });
  };

  if (!profile) {
    return (
      <Card title="Profile">
        {loaded.status === 'error' ? (
          <ErrorState message={loaded.message} onRetry={loaded.retry} />
        ) : (
          <Spinner label="Loading your profile…" />
        )}
      </Card>
    );
  }

  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  // the picture just uploaded, until the profile read again says so itself
  const photo = pictureUrl(uploaded ?? profile.profile_pic);
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
            disabled={uploading}
            aria-describedby={`${inputId}-hint${uploadError ? ` ${inputId}-error` : ''}`}
          />
          <label htmlFor={inputId} className={buttonClasses({ variant: 'secondary' })} aria-disabled={uploading || undefined}>
            {uploading ? 'Uploading…' : 'Change photo'}
          </label>
          <span id={`${inputId}-hint`} className={layoutStyles.muted}>
            JPEG, PNG or WebP, at most 2 MB
          </span>
          {uploadError && (
            <span id={`${inputId}-error`} className={layoutStyles.error} role="alert">
              {uploadError}
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
