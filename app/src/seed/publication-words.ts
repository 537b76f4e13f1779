// Words for demo publications: titles, abstracts and bodies that read like papers.
export const subjects = [
  'Hyperbolic Tilings',
  'Prime Gaps',
  'Quantum Walks',
  'Protein Folding',
  'Glacial Retreat',
  'Coral Reef Acoustics',
  'Sparse Matrices',
  'Bird Migration',
  'Neural Oscillations',
  'Soil Microbiomes',
  'Gravitational Lensing',
  'Graph Colouring',
  'Ocean Heat Content',
  'Random Matrices',
  'Photonic Crystals',
  'Language Acquisition',
  'Elliptic Curves',
  'Turbulent Mixing',
  'Seed Dispersal',
  'Topological Insulators',
  'Medieval Trade Routes',
  'Volcanic Aerosols',
  'Knot Invariants',
  'Enzyme Kinetics',
];

export const framings = [
  'On',
  'A Note on',
  'New Bounds for',
  'Revisiting',
  'Towards a Theory of',
  'Measuring',
  'An Empirical Study of',
  'The Geometry of',
  'Fast Algorithms for',
  'Long-Term Trends in',
];

export const qualifiers = [
  'in Small Samples',
  'under Uncertainty',
  'at Scale',
  'in the Limit',
  'across Three Decades',
  'with Sparse Data',
  'in Warm Climates',
  'beyond the Classical Regime',
  '',
  '',
];

export const keywordPool = [
  'mathematics',
  'number theory',
  'geometry',
  'topology',
  'physics',
  'astronomy',
  'climate',
  'oceanography',
  'ecology',
  'biology',
  'biochemistry',
  'neuroscience',
  'linguistics',
  'history',
  'computer science',
  'algorithms',
  'statistics',
  'materials',
  'geology',
  'chemistry',
];

export const sentences = [
  'We revisit a classical question and give a sharper answer.',
  'Our method combines a careful model with data gathered over several seasons.',
  'The estimate improves the previous bound by a constant factor.',
  'We find that the effect persists across every sample we examined.',
  'A simple argument shows that the construction is optimal.',
  'The results suggest a mechanism that earlier studies overlooked.',
  'We release the data and the code with this paper.',
  'Several open questions remain, and we list them at the end.',
];

export const formulas = [
  '$$\\sum_{n=1}^{\\infty} \\frac{1}{n^2} = \\frac{\\pi^2}{6}$$',
  '$$\\int_0^1 x^k \\, dx = \\frac{1}{k+1}$$',
  '$$E = m c^2$$',
  '$$\\nabla \\cdot \\mathbf{E} = \\frac{\\rho}{\\varepsilon_0}$$',
  '$$p(x) = \\frac{1}{\\sqrt{2\\pi}\\sigma} e^{-(x-\\mu)^2 / 2\\sigma^2}$$',
];

export const removalNotes = [
  'Withdrawn at the authors’ request.',
  'Removed after an ethics review found duplicated figures.',
  'Duplicate of an earlier publication.',
];
