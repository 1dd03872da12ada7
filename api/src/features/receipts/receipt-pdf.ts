import { formatIndianNumber, SAMPLE_RECEIPT_NOTICE, sevaDescription, TRUST } from '@temple/shared/contracts';
import PDFDocument from 'pdfkit';
import type { DonationRow } from '../donation-records';
import { amountInWords } from './amount-in-words';
import { receiptSeries } from './receipt-number';
import { receivedFrom } from './received-from';
import {
  ascenderOf,
  drawnText,
  featuresForFace,
  JOINERS,
  RIGHT_TO_LEFT_FACE,
  registerScriptFaces,
  runsByScript,
  WITHOUT_MARK_POSITIONING,
} from './script-faces';
import type { ReceiptIssuer } from './trust-registrations';

/** Printed on every receipt of the sandbox provider, which takes no real money. */
const SANDBOX_RECEIPT_STAMP = 'SANDBOX TEST PAYMENT - NOT VALID FOR TAX PURPOSES';

const PAYMENT_MODE: Record<string, string> = {
  sandbox: 'Online payment (sandbox test gateway)',
  phonepe: 'Online payment (PhonePe: UPI, card or netbanking)',
};

/** fontkit also takes an object of features to turn off, which PDFKit's types do not list. */
type TextOptions = PDFKit.Mixins.TextOptions;

const LABEL_WIDTH = 170;
/** The size of the labels and values. */
const ROW_FONT_SIZE = 11;

/** "12 Temple Street,\nJayanagar" -> "12 Temple Street, Jayanagar": the lines a donor typed, joined. */
export function asOneLine(text: string): string {
  return text
    .split(/[\n\r\v\f\u0085\u2028\u2029]+/)
    .map((part) => part.trim().replace(/,$/, '').replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(', ');
}

/**
 * The one line the receipt prints as the donor's address: "12 Temple St, Bengaluru -
 * 560004, India". What the receipt cannot print is checked on this line (receipt-printable.ts).
 */
export function printedAddress(donor: {
  address: string;
  city: string;
  pincode: string;
  country: string;
}): string {
  return asOneLine(`${donor.address}, ${donor.city} - ${donor.pincode}, ${donor.country}`);
}

function istDay(instant: Date): string {
  return instant.toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/**
 * The 80G donation receipt as a PDF: the trust's words in Helvetica, each value in the
 * face of its script (see script-faces.ts). Amounts read "Rs.", as receipts in English
 * usually write them.
 */
export async function renderReceiptPdf(donation: DonationRow, issuer: ReceiptIssuer): Promise<Buffer> {
  const withoutMarks = WITHOUT_MARK_POSITIONING as unknown as TextOptions['features'];
  try {
    return await drawReceipt(donation, issuer);
  } catch {
    // fontkit could not place a mark (see WITHOUT_MARK_POSITIONING): drawn again without placing them.
  }
  try {
    return await drawReceipt(donation, issuer, { features: withoutMarks });
  } catch {
    // The donation is paid and its receipt numbered: a last try without any joiner, which
    // only chooses how letters join, as fontkit's shaper has failed on a joiner before.
    return drawReceipt(donation, issuer, { features: withoutMarks, withoutJoiners: true });
  }
}

interface DrawingChoices {
  /** OpenType features to turn off, for every value in the value column. */
  features?: TextOptions['features'];
  /** Draws the values a donor typed without zero-width joiners and non-joiners. */
  withoutJoiners?: boolean;
}

function drawReceipt(
  donation: DonationRow,
  issuer: ReceiptIssuer,
  { features, withoutJoiners = false }: DrawingChoices = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Receipt ${donation.receipt_number}`, Author: TRUST.trustName },
  });
  registerScriptFaces(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Labels and values in two columns: a value wraps inside its own column, so nothing a
  // donor typed (an address of several lines) can start a line that reads like the receipt's.
  const left = doc.page.margins.left;
  const valueWidth = doc.page.width - doc.page.margins.right - left - LABEL_WIDTH;
  /** One value, its first line at `top` in the value column, which its lines wrap inside. */
  const drawValue = (value: string, top: number) => {
    const runs = runsByScript(asOneLine(withoutJoiners ? value.replace(JOINERS, '') : value));
    const lastRun = runs.at(-1);
    if (!lastRun) return;
    // PDFKit measures every run of a value with the features of its first (the line wrapper
    // is made once), so what a face must go without is left out of all of them.
    const valueFeatures = runs.reduce<TextOptions['features'] | object | undefined>(
      (asked, run) => featuresForFace(run.face, asked),
      features,
    );
    // By default PDFKit puts a run's baseline its own face's ascender below the line's top,
    // so the runs of a line in faces of different ascenders sit at different heights. All
    // are drawn on one baseline instead, where the value's tallest face puts it: a value in
    // one face sits where it always has, and no run of a mixed one rises toward the row above.
    const ascent = (Math.max(...runs.map((run) => ascenderOf(run.face))) / 1000) * ROW_FONT_SIZE;
    runs.forEach((run, index) => {
      // Features make PDFKit lay out a run whole, not word by word, which would put a
      // right-to-left run's words in the wrong order.
      const runFeatures = valueFeatures ?? (run.face === RIGHT_TO_LEFT_FACE ? [] : undefined);
      const options = {
        continued: index < runs.length - 1,
        features: runFeatures as TextOptions['features'],
        baseline: 'alphabetic' as const,
      };
      doc.font(run.face);
      if (index === 0)
        doc.text(drawnText(run), left + LABEL_WIDTH, top + ascent, { ...options, width: valueWidth });
      else doc.text(drawnText(run), options);
    });
    // PDFKit moved down from the baseline by the last face's line height: less that face's
    // ascender, the value ends where that face's line ends when it hangs from the common
    // baseline (where it ended before, for a value in one face), so a lowered run keeps its
    // distance to the next row.
    doc.y -= (ascenderOf(lastRun.face) / 1000) * ROW_FONT_SIZE;
  };
  // A label's values stand one under the other in the value column.
  const line = (label: string, ...values: string[]) => {
    const top = doc.y;
    doc.font('Helvetica-Bold').text(`${label}:`, left, top, { width: LABEL_WIDTH - 8 });
    const labelBottom = doc.y;
    let valueTop = top;
    for (const value of values) {
      drawValue(value, valueTop);
      valueTop = doc.y;
    }
    doc.x = left;
    doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.35);
  };
  const completedAt = donation.completed_at ?? donation.created_at;

  doc.font('Helvetica-Bold').fontSize(16).text(TRUST.trustName, { align: 'center' });
  doc.font('Helvetica').fontSize(10).text(TRUST.address, { align: 'center' });
  doc.text(`PAN: ${issuer.pan}   |   80G Registration: ${issuer.registration80G}`, { align: 'center' });
  if (issuer.sample) {
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fillColor('#b00020').text(SAMPLE_RECEIPT_NOTICE, { align: 'center' });
    doc.fillColor('black');
  }
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(14).text('Donation Receipt under Section 80G', { align: 'center' });
  if (receiptSeries(donation.provider) === 'sandbox') {
    doc
      .moveDown(0.5)
      .fillColor('#b3261e')
      .text(SANDBOX_RECEIPT_STAMP, { align: 'center' })
      .fillColor('black');
  }
  doc.moveDown(1);

  doc.fontSize(ROW_FONT_SIZE);
  line('Receipt No.', donation.receipt_number ?? '');
  line('Date', istDay(completedAt));
  line(
    'Received with thanks from',
    ...receivedFrom({ donorName: donation.donor_name, businessName: donation.business_name }),
  );
  line('Address', printedAddress(donation));
  if (donation.pan) line('Donor PAN', donation.pan);
  line('Amount', `Rs. ${formatIndianNumber(donation.amount)}.00`);
  line('Amount in words', amountInWords(donation.amount));
  line('Mode of payment', PAYMENT_MODE[donation.provider] ?? 'Online payment');
  line(
    'Seva',
    sevaDescription({
      paymentType: donation.payment_type,
      shilas: donation.shilas,
      bhogDate: donation.bhog_date,
    }),
  );
  line('Donation ID', donation.id);
  line('Payment order', donation.merchant_order_id);

  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      `Donations to ${TRUST.trustName} are eligible for deduction under Section 80G of the Income Tax Act, 1961 ` +
        `(registration ${issuer.registration80G}). The donation is voluntary and no goods or services were received in return.`,
    );
  doc.moveDown(1);
  doc.text('This is a computer-generated receipt and needs no signature.');
  doc.end();
  return done;
}
