import { useId, useState, type FormEvent } from 'react';
import type { AdminTeamMember } from '../../../lib/types';
import { button } from '../../../ui/button.css';
import { Dialog, DialogCancel, isChanged } from '../../../ui/dialog';
import * as form from '../../../ui/form.css';
import { ChipInput } from '../catalog/chip-input';
import { ImageUpload } from '../image-upload/image-upload';
import { StatusField } from '../showcase/status-field';
import type { MemberInput } from './team-api';

const EMPTY: MemberInput = { name: '', role: '', credentials: [], languages: [], photo_url: '', alt: '', bio: '', status: 'active' };

const initial = (member?: AdminTeamMember): MemberInput =>
  member
    ? {
        name: member.name,
        role: member.role,
        credentials: member.credentials,
        languages: member.languages,
        photo_url: member.photo_url,
        alt: member.alt,
        bio: member.bio,
        status: member.status,
      }
    : EMPTY;

/**
 * Add or edit (prefilled) a member of the team. Name, role, and the alt text of a photo are
 * required by the server, which says what is missing in the page's error toast (as on the other
 * screens); the form keeps what was typed.
 */
export function TeamFormDialog({ member, busy, onClose, onSubmit }: { member?: AdminTeamMember; busy: boolean; onClose: () => void; onSubmit: (values: MemberInput) => void }) {
  const id = useId();
  const [start] = useState<MemberInput>(() => initial(member));
  const [values, setValues] = useState<MemberInput>(start);
  const set = <K extends keyof MemberInput>(key: K, value: MemberInput[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <Dialog open title={member ? 'Edit Team Member' : 'Add Team Member'} onClose={onClose} dirty={isChanged(start, values)}>
      <form className={form.stack} onSubmit={submit} noValidate>
        <div className={form.row}>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-name`}>
              Name
            </label>
            <input id={`${id}-name`} className={form.control} value={values.name} onChange={(e) => set('name', e.target.value)} required autoComplete="off" />
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-role`}>
              Role
            </label>
            <input id={`${id}-role`} className={form.control} value={values.role} onChange={(e) => set('role', e.target.value)} required placeholder="e.g. Caregiver" />
          </div>
        </div>
        <ChipInput label="Credentials" itemName="a credential (e.g. CNA)" items={values.credentials} onChange={(items) => set('credentials', items)} tone="neutral" />
        <ChipInput label="Languages" itemName="a language" items={values.languages} onChange={(items) => set('languages', items)} tone="neutral" />
        <ImageUpload label="Photo" value={values.photo_url} onChange={(image) => set('photo_url', image)} />
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-alt`}>
            Alt text
          </label>
          <input id={`${id}-alt`} className={form.control} value={values.alt} onChange={(e) => set('alt', e.target.value)} required={values.photo_url !== ''} aria-describedby={`${id}-alt-hint`} />
          <p id={`${id}-alt-hint`} className={form.hint}>
            Required when a photo is set: describe the photo for visitors who cannot see it, e.g. &quot;Maria smiling in the garden&quot;.
          </p>
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-bio`}>
            Short bio
          </label>
          <textarea id={`${id}-bio`} className={form.control} rows={3} value={values.bio} onChange={(e) => set('bio', e.target.value)} />
        </div>
        <StatusField id={`${id}-status`} value={values.status} onChange={(status) => set('status', status)} what="members" />
        <div className={form.actions}>
          <DialogCancel />
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
            {member ? 'Update Team Member' : 'Create Team Member'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
