import { renderToString } from 'react-dom/server';
import { NearViewport } from './near-viewport';

describe('NearViewport', () => {
  it('shows its placeholder in the prerendered page, not a blank, until the section comes near', () => {
    const html = renderToString(
      <NearViewport minHeight={420} placeholder={<p>Cards are on their way</p>}>
        <p>The donation cards</p>
      </NearViewport>,
    );
    expect(html).toBe('<div style="min-height:420px"><p>Cards are on their way</p></div>');
  });
});
