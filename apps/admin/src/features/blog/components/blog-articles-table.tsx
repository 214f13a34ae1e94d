import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { blogDeleteConfirmation, formatBlogDate } from '@snap/domain';
import { type AdminBlogPost, useAdminBlogPosts, useDeleteBlogPost } from '../api/blog';
import { useNotice } from './blog-notice';

/** Manage Articles: every post, drafts included, with edit and delete. */
export function BlogArticlesTable({ onEdit }: { onEdit: (post: AdminBlogPost) => void }) {
  const posts = useAdminBlogPosts();
  const remove = useDeleteBlogPost();
  const notify = useNotice();
  const [confirming, setConfirming] = useState<AdminBlogPost | null>(null);

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      const { message } = await remove.mutateAsync(confirming.id);
      notify({ severity: 'success', title: 'Success', message });
    } catch (error) {
      notify({
        severity: 'error',
        title: 'Error',
        message: error instanceof Error ? error.message : 'Please try again later.',
      });
    } finally {
      setConfirming(null);
    }
  };

  if (posts.isPending) return <CircularProgress aria-label="Loading articles" />;
  if (posts.isError) return <Alert severity="error">{posts.error.message}</Alert>;
  if (posts.data.length === 0)
    return <Typography>No articles yet. Create the first one.</Typography>;

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Articles">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell>Category</TableCell>
              <TableCell>Language</TableCell>
              <TableCell>Translation</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Date</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {posts.data.map((post) => (
              <TableRow key={post.id}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {post.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    /blog/{post.slug}
                  </Typography>
                </TableCell>
                <TableCell>{post.category?.name ?? '—'}</TableCell>
                <TableCell>{post.language === 'es' ? 'Spanish' : 'English'}</TableCell>
                <TableCell>
                  {post.translation_slug ? (
                    <Typography variant="caption">/blog/{post.translation_slug}</Typography>
                  ) : (
                    <Chip size="small" variant="outlined" label="No translation" />
                  )}
                </TableCell>
                <TableCell>
                  {post.is_published ? (
                    <Chip size="small" color="success" label="Published" />
                  ) : (
                    <Chip size="small" color="warning" label="Draft" />
                  )}
                </TableCell>
                <TableCell>
                  {formatBlogDate(post.published_at ?? post.created_at, 'list')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    onClick={() => onEdit(post)}
                    aria-label={`Edit ${post.title}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setConfirming(post)}
                    aria-label={`Delete ${post.title}`}
                  >
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Dialog
        open={Boolean(confirming)}
        onClose={() => setConfirming(null)}
        aria-labelledby="delete-article-title"
        aria-describedby="delete-article-text"
      >
        <DialogTitle id="delete-article-title">Delete Article</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-article-text">
            {confirming ? blogDeleteConfirmation(confirming.title) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirmDelete()}
            disabled={remove.isPending}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
