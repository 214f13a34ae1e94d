import { BlogPage } from '../../features/content/components/blog-page';

export default BlogPage;
