import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Button, Modal, PHONE_MAX_LENGTH, TextField, type SessionUser, SETTINGS_PATH } from '@coop/shared';
import type { Profile, ProfileUpdateReply } from '@coop/api/contract';
import { useCall } from '../../features/calls';
import { profilePaths, type ProfileForm } from '../../features/profile/api';
import { patchSessionUser } from '../../features/profile/session';
import { useWhenDone } from '../../features/useWhenDone';
import {
  BUSINESS_OPTIONS, FIELD_LABELS, formFromProfile, formToBody, isPhone, isRequired, MARITAL_OPTIONS, STEP_FIELDS, STEP_TITLES, validateStep,
  type FieldName, type FormErrors,
} from '../../features/profile/profileForm';
import { RadioGroup } from './RadioGroup';
import styles from './Stepper.module.css';
import layoutStyles from '@coop/shared/styles/layout.module.css';

const DONE = STEP_TITLES.length;

/** "Update Profile": three steps (Back / Next / Finish), then "Update Profile" posts the whole profile. */
export function UpdateProfileDialog({ open, profile, onClose }: { open: boolean; profile: Profile | null; onClose: () => void }) {
  const dispatch = useDispatch();
  const update = useCall('profile-update');
  const saving = update.pending;
  const sent = useRef<ProfileForm | null>(null);
  // the signed-in user's name and profile flag follow the saved profile
  useWhenDone<ProfileUpdateReply>(update, (reply) => {
    const first = reply.first_name ?? sent.current?.first_name ?? '';
    const last = reply.last_name ?? sent.current?.last_name ?? '';
    const patch: Partial<SessionUser> = { first_name: first, last_name: last, name: `${first} ${last}`.trim() };
    if (typeof reply.profile === 'boolean') patch.profile = reply.profile;
    patchSessionUser(dispatch, patch);
  });
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<ProfileForm | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});

  useEffect(() => {
    if (!open || !profile) return;
    setStep(0);
    setValues(formFromProfile(profile));
    setErrors({});
  }, [open, profile]);

  if (!values) return null;

  const set = (field: FieldName, value: string) => {
    setValues({ ...values, [field]: value } as ProfileForm);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStep(step, values);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(step + 1);
  };

  const save = () => {
    sent.current = formToBody(values);
    update.run({ method: 'POST', path: profilePaths.update, body: sent.current, successMessage: 'Your profile has been updated', navigateTo: SETTINGS_PATH });
  };

  const label = (field: FieldName) => <span className={isRequired(field, values) ? styles.required : undefined}>{FIELD_LABELS[field]}</span>;

  const field = (name: FieldName) => {
    if (name === 'marital_status' || name === 'business_type') {
      return (
        <div key={name} className={styles.wide}>
          <RadioGroup
            legend={FIELD_LABELS[name]}
            name={name}
            value={values[name]}
            options={name === 'marital_status' ? MARITAL_OPTIONS : BUSINESS_OPTIONS}
            onChange={(value) => set(name, value)}
            required
            error={errors[name]}
          />
        </div>
      );
    }
    if (name === 'business_type_others' && values.business_type !== 'other') return null;
    const phone = isPhone(name);
    return (
      <TextField
        key={name}
        label={label(name)}
        name={name}
        value={values[name] ?? ''}
        onChange={(e) => set(name, phone ? e.target.value.replace(/\D/g, '') : e.target.value)}
        error={errors[name]}
        required={isRequired(name, values)}
        readOnly={name === 'email'}
        hint={name === 'email' ? 'The e-mail you sign in with' : undefined}
        type={phone ? 'tel' : name.endsWith('email') ? 'email' : 'text'}
        inputMode={phone ? 'numeric' : undefined}
        maxLength={phone ? PHONE_MAX_LENGTH : undefined}
        className={name === 'address' || name === 'business_address' ? styles.wide : undefined}
      />
    );
  };

  return (
    <Modal open={open} title="Update Profile" onClose={() => !saving && onClose()}>
      <ol className={styles.steps} aria-label="Steps">
        {STEP_TITLES.map((title, index) => (
          <li key={title} className={`${styles.step} ${index === step ? styles.current : ''} ${index < step ? styles.done : ''}`} aria-current={index === step ? 'step' : undefined}>
            <span className={styles.number} aria-hidden="true">
              {index < step ? '✓' : index + 1}
            </span>
            {title}
          </li>
        ))}
      </ol>

      {step < DONE ? (
        <form className={layoutStyles.form} onSubmit={next} noValidate aria-label={STEP_TITLES[step]}>
          <h3 className={styles.stepTitle}>{STEP_TITLES[step]}</h3>
          <p className={layoutStyles.muted}>Fields marked * are required.</p>
          <div className={styles.fields}>{STEP_FIELDS[step].map(field)}</div>
          <div className={layoutStyles.formActions}>
            <Button variant="secondary" onClick={() => setStep(step - 1)} disabled={step === 0}>
              Back
            </Button>
            <Button type="submit">{step === DONE - 1 ? 'Finish' : 'Next'}</Button>
          </div>
        </form>
      ) : (
        <div className={layoutStyles.stack}>
          <p className={layoutStyles.info}>All steps are complete. Update your profile to save the changes.</p>
          <div className={layoutStyles.formActions}>
            <Button variant="secondary" onClick={() => setStep(DONE - 1)} disabled={saving}>
              Back
            </Button>
            <Button onClick={save} loading={saving}>
              Update Profile
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
