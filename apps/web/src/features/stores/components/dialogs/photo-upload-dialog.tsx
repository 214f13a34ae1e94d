import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useId, useState } from 'react';
import { keepFirstPhotos, PHOTO_LIMITS, PHOTO_MESSAGES } from '@snap/domain';
import { useToast } from '../../../../lib/toast';
import { checkPhotoFiles } from '../../utils/photo-checks';
import { pointsEarnedText, storeText } from '../../utils/store-texts';

export interface PhotoUploadResult {
  /** How many photos the server stored. */
  uploaded: number;
  pointsEarned?: number | null;
}

interface Props {
  open: boolean;
  onClose: () => void;
  storeName: string;
  submit: (files: File[]) => Promise<PhotoUploadResult>;
}

/** Up to 5 photos checked in the browser first (type, size, extension, content); each invalid file is
 * reported as '{file name}: {error}' and left out. Success closes the dialog with '+N points earned!'. */
export function PhotoUploadDialog({ open, onClose, storeName, submit }: Props) {
  const toast = useToast();
  const { t } = useLingui();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [warning, setWarning] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { maxFiles, pointsPerPhoto } = PHOTO_LIMITS;
  const fileCount = files.length;
  const kilobytes = (bytes: number) => {
    const size = Math.max(1, Math.round(bytes / 1024));
    return t`${size} KB`;
  };

  const reset = () => {
    setFiles([]);
    setProblems([]);
    setWarning(null);
  };

  const close = () => {
    if (uploading) return;
    reset();
    onClose();
  };

  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { kept, warning: tooMany } = keepFirstPhotos(chosen);
    const checked = await checkPhotoFiles(kept);
    setFiles(checked.valid);
    setProblems(checked.problems);
    setWarning(tooMany && storeText(tooMany));
  };

  const upload = async () => {
    if (files.length === 0) return;
    setUploading(true);
    try {
      const result = await submit(files);
      toast(pointsEarnedText(result.pointsEarned ?? result.uploaded * PHOTO_LIMITS.pointsPerPhoto));
      reset();
      onClose();
    } catch {
      toast({ title: storeText(PHOTO_MESSAGES.uploadFailed), variant: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="photo-upload-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="photo-upload-title">
        <Trans>Upload Photos</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t`Add up to ${maxFiles} photos of ${storeName}: JPG, PNG, GIF or WebP, up to 10MB each. You earn ${pointsPerPhoto} points per photo.`}
        </DialogContentText>
        <Box
          component="input"
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          multiple
          onChange={choose}
          disabled={uploading}
          sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={uploading}
        >
          <Trans>Choose Photos</Trans>
        </Button>
        {warning && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {warning}
          </Alert>
        )}
        {problems.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problems.map((problem) => (
              <div key={problem}>{problem}</div>
            ))}
          </Alert>
        )}
        {files.length > 0 && (
          <List dense aria-label={t`Photos to upload`}>
            {files.map((file) => (
              <ListItem key={`${file.name}-${file.size}-${file.lastModified}`} disableGutters>
                <ListItemText primary={file.name} secondary={kilobytes(file.size)} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={uploading}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" onClick={upload} disabled={uploading || files.length === 0}>
          {uploading
            ? t`Uploading...`
            : plural(fileCount, {
                0: 'Upload Photo',
                one: 'Upload Photo',
                other: 'Upload # Photos',
              })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
