import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { ApiError } from '../../../lib/api';
import { uploadImage } from '../../../lib/upload';
import { resolveImageUrl } from '../../../lib/images';
import { notifyError, notifySuccess } from '../../../ui/toast';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import { GalleryPicker, type PickedPhoto } from './gallery-picker';
import { ACCEPTED_TYPES, ASPECTS, checkImage, type Aspect } from './image-rules';
import * as styles from './image-upload.css';

type Props = {
  label: string;
  /** The stored image value (a file name, a path or a URL); '' when none. */
  value: string;
  onChange: (value: string) => void;
  /**
   * Offers "Pick from Gallery" beside the upload (gallery-picker.tsx): `context` completes the
   * button's name for screen readers, and `onPick` gets the photo's image and alt text.
   */
  gallery?: { context: string; onPick: (photo: PickedPhoto) => void };
};

/** Said after an upload: a form's photo goes on the site only when the form is saved. */
const UPLOADED_NOT_LIVE = 'It shows on the site once you save.';

/**
 * Click or drop an image to upload it (spec section 2, Image upload control): the type and size are
 * checked before anything is sent, a progress bar shows while uploading, and the server's message
 * is shown when it refuses the file.
 */
export function ImageUpload({ label, value, onChange, gallery }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [aspect, setAspect] = useState<Aspect>('landscape');
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const src = resolveImageUrl(value);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const invalid = checkImage(file);
    setProblem(invalid?.message ?? null);
    if (invalid) return void notifyError(invalid.message, undefined, invalid.title);
    setProgress(0);
    try {
      const uploaded = await uploadImage(file, setProgress);
      setBroken(false);
      onChange(uploaded.relative_path || uploaded.url || '');
      // The spec's words, then what is true of every form here: the photo is only on the site once it is saved (issue 44).
      notifySuccess(`Image uploaded successfully. ${UPLOADED_NOT_LIVE}`);
    } catch (error) {
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Failed to upload image.';
      setProblem(message);
      notifyError(message, error, 'Upload failed');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <div className={styles.wrap}>
      <span className={form.label} id={`${inputId}-label`}>
        {label}
      </span>
      {src ? (
        <div className={styles.preview[aspect]}>
          {broken ? (
            <p className={styles.failed}>Image failed to load</p>
          ) : (
            <a className={styles.previewLink} href={src} target="_blank" rel="noopener noreferrer" aria-label={'Open the full image in a new tab'}>
              <img className={styles.image} src={src} alt={`${label} preview`} onError={() => setBroken(true)} />
            </a>
          )}
        </div>
      ) : (
        <button
          type="button"
          className={styles.drop}
          data-dragging={dragging}
          onClick={() => input.current?.click()}
          onDragOver={(event) => (event.preventDefault(), setDragging(true))}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          aria-describedby={`${inputId}-hint`}
          disabled={progress !== null}
        >
          <ImagePlus size={32} aria-hidden="true" />
          <strong>Click to upload or drag and drop</strong>
          <span id={`${inputId}-hint`}>JPG, PNG, GIF or WebP, up to 5MB</span>
        </button>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED_TYPES.join(',')}
        hidden
        aria-labelledby={`${inputId}-label`}
        onChange={(event) => void send(event.target.files?.[0])}
      />
      {progress !== null && (
        <div role="status" aria-live="polite">
          <progress className={styles.progress} max={100} value={progress} aria-label="Upload progress" />
          <span className={form.hint}>Uploading... {progress}%</span>
        </div>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.toolbar}>
        {gallery && (
          <GalleryPicker
            context={gallery.context}
            current={value}
            onPick={(photo) => {
              setBroken(false);
              setProblem(null);
              gallery.onPick(photo);
            }}
          />
        )}
        {src && (
          <>
            <button type="button" className={button({ tone: 'outline' })} onClick={() => input.current?.click()} disabled={progress !== null}>
              <Upload size={18} aria-hidden="true" /> Replace
            </button>
            <button type="button" className={button({ tone: 'outline' })} onClick={() => (onChange(''), setBroken(false), setProblem(null))}>
              <Trash2 size={18} aria-hidden="true" /> Remove
            </button>
          </>
        )}
        <label className={form.hint}>
          Aspect{' '}
          <select className={form.control} style={{ width: 'auto', display: 'inline-block' }} value={aspect} onChange={(e) => setAspect(e.target.value as Aspect)}>
            {ASPECTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
