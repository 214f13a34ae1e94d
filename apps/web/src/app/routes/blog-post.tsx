import { BlogPostPage } from '../../features/content/components/blog-page';

export default BlogPostPage;
