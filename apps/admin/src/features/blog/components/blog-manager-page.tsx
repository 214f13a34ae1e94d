import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  Link as RouterLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
import { useAdminBlogPosts } from '../api/blog';
import { BlogArticlesTable } from './blog-articles-table';
import { BlogEditor, emptyForm, formOf } from './blog-editor';
import { NoticeProvider } from './blog-notice';

function EditArticle() {
  const { id = '' } = useParams();
  const posts = useAdminBlogPosts();
  const navigate = useNavigate();
  if (posts.isPending) return <CircularProgress aria-label="Loading article" />;
  const post = posts.data?.find((candidate) => candidate.id === id);
  if (!post) return <Navigate to="/blog" replace />;
  return <BlogEditor key={post.id} initial={formOf(post)} onSaved={() => navigate('/blog')} />;
}

function NewArticle() {
  const navigate = useNavigate();
  return <BlogEditor key="new" initial={emptyForm()} onSaved={() => navigate('/blog')} />;
}

/** The SNAP Savvy Blog manager: Manage Articles and Create New / Edit Article. */
export function BlogManagerPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = location.pathname.replace(/\/+$/, '') === '/blog' ? 'manage' : 'edit';
  return (
    <NoticeProvider>
      <Typography component="h1" variant="h4" gutterBottom>
        SNAP Savvy Blog
      </Typography>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Blog management"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="manage"
            label="Manage Articles"
            component={RouterLink}
            to="/blog"
            id="blog-tab-manage"
            aria-controls="blog-panel"
          />
          <Tab
            value="edit"
            label="Create New / Edit Article"
            component={RouterLink}
            to="/blog/new"
            id="blog-tab-edit"
            aria-controls="blog-panel"
          />
        </Tabs>
        <Box role="tabpanel" id="blog-panel" aria-labelledby={`blog-tab-${tab}`} sx={{ p: 2 }}>
          <Routes>
            <Route
              index
              element={<BlogArticlesTable onEdit={(post) => navigate(`/blog/edit/${post.id}`)} />}
            />
            <Route path="new" element={<NewArticle />} />
            <Route path="edit/:id" element={<EditArticle />} />
            <Route path="*" element={<Navigate to="/blog" replace />} />
          </Routes>
        </Box>
      </Paper>
    </NoticeProvider>
  );
}
