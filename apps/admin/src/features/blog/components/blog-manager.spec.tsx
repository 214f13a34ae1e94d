import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogManagerPage } from './blog-manager-page';

const category = {
  id: '6f1c1a52-3d0e-4b8e-9a51-0c2f6d1e7a02',
  name: 'Shopping Tips',
  slug: 'shopping-tips',
};
const post = {
  id: '8a0d6e1b-5f2c-4c3d-8e4f-1a2b3c4d5e01',
  title: 'How to Use SNAP at Farmers Markets',
  slug: 'how-to-use-snap-at-farmers-markets',
  author: 'SNAP Finder Team',
  excerpt: 'Markets take EBT.',
  body: '<p>Go to the booth.</p>',
  category_id: category.id,
  featured_image: null,
  meta_title: null,
  meta_description: null,
  is_published: true,
  published_at: '2025-03-05T10:00:00.000Z',
  created_at: '2025-03-05T10:00:00.000Z',
  updated_at: '2025-03-05T10:00:00.000Z',
  category,
  language: 'en',
  translation_id: null,
  translation_slug: null,
};
const spanish = {
  ...post,
  id: '8a0d6e1b-5f2c-4c3d-8e4f-1a2b3c4d5e05',
  title: 'Cómo usar SNAP en los mercados de agricultores',
  slug: 'como-usar-snap-en-los-mercados',
  language: 'es',
};

type Call = { name: string; variables: Record<string, any> };

let uploadGate = deferred();
function deferred() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

function stubServer(answers: Record<string, (variables: Record<string, any>) => unknown>) {
  const calls: Call[] = [];
  const uploads: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/blog/images') {
        uploads.push(init.body as FormData);
        // The upload finishes only when the spec lets it, so the 'Uploading...' state can be seen.
        await uploadGate.promise;
        return new Response(
          JSON.stringify({ url: '/api/blog/images/0f8fad5b-d9cb-469f-a165-70867728950e.png' }),
          { status: 201, headers: { 'Content-Type': 'application/json' } },
        );
      }
      const { query, variables } = JSON.parse(String(init.body)) as {
        query: string;
        variables: Record<string, any>;
      };
      const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      calls.push({ name, variables });
      const answer = answers[name]?.(variables);
      return new Response(
        JSON.stringify(
          answer instanceof Error
            ? { errors: [{ message: answer.message, extensions: { code: 'BAD_USER_INPUT' } }] }
            : { data: answer },
        ),
        {
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }),
  );
  return { calls, uploads };
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="blog/*" element={<BlogManagerPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('blog manager', () => {
  afterEach(() => {
    cleanup();
    uploadGate = deferred();
    vi.unstubAllGlobals();
  });

  it('lists articles and deletes one after the confirmation of product rule Blog posts', async () => {
    let posts = [post];
    const { calls } = stubServer({
      AdminBlogPosts: () => ({ blogPosts: posts }),
      DeleteBlogPost: () => {
        posts = [];
        return { deleteBlogPost: { deleted: true, message: 'Blog post deleted successfully!' } };
      },
    });
    renderAt('/blog');
    expect(await screen.findByText('How to Use SNAP at Farmers Markets')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Manage Articles' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Mar 05, 2025')).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete How to Use SNAP at Farmers Markets' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Article' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete "How to Use SNAP at Farmers Markets"? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.name === 'DeleteBlogPost')).toBe(false);
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete How to Use SNAP at Farmers Markets' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Blog post deleted successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'DeleteBlogPost')?.variables).toEqual({ id: post.id });
    expect(await screen.findByText('No articles yet. Create the first one.')).toBeInTheDocument();
  });

  it('checks the form with the messages of product rule Validation messages, uploads an image, previews and creates a published post', async () => {
    const { calls, uploads } = stubServer({
      AdminBlogPosts: () => ({ blogPosts: [] }),
      AdminBlogCategories: () => ({ blogCategories: [category] }),
      BlogBodyPreview: () => ({ blogBodyPreview: { html: '<p>Safe</p>' } }),
      SaveBlogPost: (variables) => ({
        saveBlogPost: {
          message: 'Blog post created successfully!',
          created: true,
          post: { ...post, ...variables.input, id: 'new-id', category },
        },
      }),
    });
    renderAt('/blog/new');
    expect(screen.getByRole('tab', { name: 'Create New / Edit Article' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Slug is required')).toBeInTheDocument();
    expect(screen.getByText('Author is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'SaveBlogPost')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Winter Savings Tips' },
    });
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('winter-savings-tips');
    expect(screen.getByText('19/200 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Meta title' }), {
      target: { value: 'x'.repeat(61) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Author' }), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), {
      target: { value: '<p>Safe</p><script>alert(1)</script>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Meta title' })).toHaveAccessibleDescription(
        'Meta title must be less than 60 characters',
      ),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Meta title' }), {
      target: { value: 'Winter savings' },
    });

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'stand.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByTestId('blog-image-input'), { target: { files: [file] } });
    const uploading = await screen.findByRole('button', { name: 'Uploading...' });
    expect(uploading).toBeDisabled();
    uploadGate.release();
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Image' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Featured image URL' })).toHaveValue(
      '/api/blog/images/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    );
    expect(uploads).toHaveLength(1);
    fireEvent.change(screen.getByTestId('blog-image-input'), {
      target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] },
    });
    expect(
      await screen.findByText('Only JPEG, PNG, WebP, and GIF images are allowed'),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByTestId('blog-preview')).innerHTML).toBe('<p>Safe</p>');

    fireEvent.click(screen.getByRole('switch', { name: 'Publish immediately' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'SaveBlogPost')).toBeDefined());
    expect(calls.find((c) => c.name === 'SaveBlogPost')?.variables.input).toMatchObject({
      title: 'Winter Savings Tips',
      slug: 'winter-savings-tips',
      author: 'Ana',
      featured_image: '/api/blog/images/0f8fad5b-d9cb-469f-a165-70867728950e.png',
      meta_title: 'Winter savings',
      is_published: true,
    });
    expect(await screen.findByText('Blog post created successfully!')).toBeInTheDocument();
  }, 30_000);

  it('shows which articles lack a translation, and links a translation in the other language', async () => {
    const linked = { ...post, translation_id: spanish.id, translation_slug: spanish.slug };
    const { calls } = stubServer({
      AdminBlogPosts: () => ({ blogPosts: [spanish, post] }),
      AdminBlogCategories: () => ({ blogCategories: [category] }),
      SaveBlogPost: (variables) => ({
        saveBlogPost: {
          message: 'Blog post updated successfully!',
          created: false,
          post: { ...linked, ...variables.input, category },
        },
      }),
    });
    renderAt('/blog');
    const table = await screen.findByRole('table', { name: 'Articles' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Spanish')).toBeInTheDocument();
    expect(within(rows[1]).getByText('No translation')).toBeInTheDocument();
    expect(within(rows[2]).getByText('English')).toBeInTheDocument();
    expect(within(rows[2]).getByText('No translation')).toBeInTheDocument();

    cleanup();
    renderAt(`/blog/edit/${post.id}`);
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue(post.title);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Translation' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // Only posts in the other language are offered, never the post itself.
    expect(options.map((option) => option.textContent)).toEqual([
      'No translation',
      'Cómo usar SNAP en los mercados de agricultores (Spanish)',
    ]);
    fireEvent.click(options[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Update Article' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'SaveBlogPost')).toBeDefined());
    expect(calls.find((c) => c.name === 'SaveBlogPost')?.variables.input).toMatchObject({
      id: post.id,
      language: 'en',
      translation_id: spanish.id,
    });
  });

  it("shows the server's refusal in a toast titled 'Error'", async () => {
    stubServer({
      AdminBlogPosts: () => ({ blogPosts: [post] }),
      AdminBlogCategories: () => ({ blogCategories: [category] }),
      SaveBlogPost: () =>
        new Error('A post with this slug already exists. Please choose another slug.'),
    });
    renderAt(`/blog/edit/${post.id}`);
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue(post.title);
    fireEvent.click(screen.getByRole('button', { name: 'Update Article' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(
      within(alert).getByText('A post with this slug already exists. Please choose another slug.'),
    ).toBeInTheDocument();
  });
});
