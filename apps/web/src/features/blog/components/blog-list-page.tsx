import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { ContentPage, P } from '../../../components/layouts/content-page';
import { Notice, Spinner } from '../../../components/feedback/light-feedback';
import { useAuth } from '../../../lib/auth';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useBlogPosts } from '../api/blog-posts';
import { postsForReader } from '../utils/post-language';
import { BlogCard } from './blog-card';

/** Where the back-office blog manager lives (the admin app, served under /admin). */
export const BLOG_MANAGER_HREF = '/admin/blog';

/** Admins see the management tabs; they open the blog manager of the back-office. */
function AdminTabs() {
  const { t } = useLingui();
  return (
    <Box
      component="nav"
      aria-label={t`Blog management`}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      <Tabs
        value={false}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t`Blog management`}
      >
        <Tab label={t`Manage Articles`} component="a" href={BLOG_MANAGER_HREF} />
        <Tab label={t`Create New / Edit Article`} component="a" href={`${BLOG_MANAGER_HREF}/new`} />
      </Tabs>
    </Box>
  );
}

/** /blog: the SNAP Savvy Blog's articles, newest first, the reader's language first (the server's
 * order); an article in the other language says whether it exists only in that one. */
export function BlogListPage() {
  const { user } = useAuth();
  const isAdmin = Boolean(user?.roles.includes('admin'));
  const { t } = useLingui();
  const posts = useBlogPosts(isAdmin);

  return (
    <ContentPage
      title={t`SNAP Savvy Blog`}
      description={t`Articles about stretching SNAP benefits: farmers markets, Double Up Food Bucks, the Restaurant Meals Program, EBT chip cards and more.`}
      path="/blog"
    >
      {isAdmin && <AdminTabs />}
      {posts.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4 }}>
          <Spinner /> <Trans>Loading articles...</Trans>
        </Box>
      ) : posts.isError ? (
        <Notice severity="error">
          <Trans>Error loading articles. Please try again later.</Trans>
        </Notice>
      ) : posts.data.length === 0 ? (
        <>
          <Notice severity="info">
            <Trans>Coming Soon: Blog Articles</Trans>
          </Notice>
          <P>
            <Trans>Until then, our SNAP tips guide answers the most common questions.</Trans>
          </P>
          <Button component={RouterLink} to="/snap-tips" variant="contained">
            <Trans>Read SNAP Tips</Trans>
          </Button>
        </>
      ) : (
        <Box
          component="section"
          aria-label={t`Articles`}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {postsForReader(posts.data, currentLanguage()).map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </Box>
      )}
    </ContentPage>
  );
}
