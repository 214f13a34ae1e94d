import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { ContentPage, P } from '../../../components/layouts/content-page';

/** The blog API is not served yet, so no posts exist: the spec's empty state. */
export function BlogPage() {
  return (
    <ContentPage title="SNAP Savvy Blog" description="Articles about stretching SNAP benefits, farmers markets and food assistance." path="/blog">
      <Alert severity="info" sx={{ mb: 2 }}>
        Coming Soon: Blog Articles
      </Alert>
      <P>Until then, our SNAP tips guide answers the most common questions.</P>
      <Button component={RouterLink} to="/snap-tips" variant="contained">
        Read SNAP Tips
      </Button>
    </ContentPage>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <ContentPage title="Article Not Found" description="This article does not exist." path={`/blog/${slug}`}>
      <P>The article you are looking for does not exist or has not been published yet.</P>
      <Button component={RouterLink} to="/blog" variant="contained">
        Back to Blog
      </Button>
    </ContentPage>
  );
}
