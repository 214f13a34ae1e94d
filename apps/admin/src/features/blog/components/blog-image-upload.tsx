import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef, useState } from 'react';
import { BLOG_MESSAGES, blogImageFileError } from '@snap/domain';
import { uploadBlogImage } from '../api/blog';
import { useNotice } from './blog-notice';

/** The featured image upload control: idle ('Upload Image') or uploading ('Uploading...', disabled). */
export function BlogImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const notify = useNotice();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const error = blogImageFileError(file);
    if (error) {
      notify({ severity: 'error', title: 'Error', message: error });
      return;
    }
    setUploading(true);
    try {
      onUploaded(await uploadBlogImage(file));
      notify({ severity: 'success', title: 'Success', message: BLOG_MESSAGES.imageUploaded });
    } catch (failure) {
      notify({
        severity: 'error',
        title: 'Error',
        message:
          failure instanceof Error && failure.message
            ? failure.message
            : BLOG_MESSAGES.imageUploadFailed,
      });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        aria-label="Featured image file"
        data-testid="blog-image-input"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={uploading}
        startIcon={uploading ? <CircularProgress size={16} aria-hidden /> : undefined}
      >
        {uploading ? 'Uploading...' : 'Upload Image'}
      </Button>
    </Box>
  );
}
