import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { ContentPage, P } from '../../../components/layouts/content-page';
import { Notice, Spinner } from '../../../components/feedback/light-feedback';
import { useAuth } from '../../../lib/auth';
import { useBlogPosts } from '../api/blog-posts';
import { BlogCard } from './blog-card';

/** Where the back-office blog manager lives (the admin app, served under /admin). */
export const BLOG_MANAGER_HREF = '/admin/blog';

/** Admins see the management tabs; they open the blog manager of the back-office. */
function AdminTabs() {
  return (
    <Box
      component="nav"
      aria-label="Blog management"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      <Tabs
        value={false}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Blog management"
      >
        <Tab label="Manage Articles" component="a" href={BLOG_MANAGER_HREF} />
        <Tab label="Create New / Edit Article" component="a" href={`${BLOG_MANAGER_HREF}/new`} />
      </Tabs>
    </Box>
  );
}

/** /blog: the SNAP Savvy Blog's articles, newest first. */
export function BlogListPage() {
  const { user } = useAuth();
  const isAdmin = Boolean(user?.roles.includes('admin'));
  const posts = useBlogPosts(isAdmin);

  return (
    <ContentPage
      title="SNAP Savvy Blog"
      description="Articles about stretching SNAP benefits: farmers markets, Double Up Food Bucks, the Restaurant Meals Program, EBT chip cards and more."
      path="/blog"
    >
      {isAdmin && <AdminTabs />}
      {posts.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4 }}>
          <Spinner /> Loading articles...
        </Box>
      ) : posts.isError ? (
        <Notice severity="error">Error loading articles. Please try again later.</Notice>
      ) : posts.data.length === 0 ? (
        <>
          <Notice severity="info">Coming Soon: Blog Articles</Notice>
          <P>Until then, our SNAP tips guide answers the most common questions.</P>
          <Button component={RouterLink} to="/snap-tips" variant="contained">
            Read SNAP Tips
          </Button>
        </>
      ) : (
        <Box
          component="section"
          aria-label="Articles"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {posts.data.map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </Box>
      )}
    </ContentPage>
  );
}
