const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(value: number): string {
  if (value < 20) return ONES[value] ?? '';
  return [TENS[Math.floor(value / 10)], ONES[value % 10]].filter(Boolean).join(' ');
}

function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(value % 100)].filter(Boolean).join(' ');
}

/** Indian system: crore (10^7), lakh (10^5), thousand, hundred. */
function integerInWords(value: number): string {
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crore ? `${integerInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/** 121000 -> "Rupees One Lakh Twenty One Thousand Only"; paise are said when present. */
export function amountInWords(rupees: number): string {
  const whole = Math.floor(rupees);
  const paise = Math.round((rupees - whole) * 100);
  const paiseWords = paise ? ` and ${belowHundred(paise)} Paise` : '';
  return `Rupees ${integerInWords(whole)}${paiseWords} Only`;
}
