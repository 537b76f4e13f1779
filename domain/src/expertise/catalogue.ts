/** The built-in expertise catalogue: fields an academy's members work in (lowercase). */
const GROUPS: readonly string[] = [
  // mathematics
  'algebra, algebraic geometry, analysis, applied mathematics, category theory, combinatorics, complex analysis, ' +
    'differential equations, differential geometry, dynamical systems, functional analysis, game theory, ' +
    'graph theory, group theory, harmonic analysis, logic, mathematical physics, measure theory, number theory, ' +
    'numerical analysis, operations research, optimization, probability theory, set theory, statistics, ' +
    'stochastic processes, topology, bayesian statistics, biostatistics, econometrics',
  // computing
  'algorithms, artificial intelligence, augmented reality, bioinformatics, blockchain, cloud computing, ' +
    'compilers, computer architecture, computer graphics, computer vision, computational complexity, ' +
    'computational linguistics, cryptography, cybersecurity, data engineering, data science, data visualization, ' +
    'databases, deep learning, distributed systems, embedded systems, formal methods, high performance computing, ' +
    'human computer interaction, information retrieval, internet of things, machine learning, ' +
    'natural language processing, networking, operating systems, programming languages, quantum computing, ' +
    'reinforcement learning, robotics, software architecture, software engineering, speech recognition, ' +
    'type theory, virtual reality, web development, accessibility, open source, devops, signal processing, ' +
    'information theory, computer science education',
  // physics and astronomy
  'astrophysics, atomic physics, biophysics, condensed matter physics, cosmology, fluid dynamics, ' +
    'general relativity, geophysics, high energy physics, laser physics, materials physics, nuclear physics, ' +
    'optics, particle physics, photonics, plasma physics, quantum field theory, quantum mechanics, ' +
    'quantum optics, solid state physics, statistical mechanics, string theory, thermodynamics, ' +
    'planetary science, radio astronomy, exoplanets, gravitational waves, acoustics, superconductivity, ' +
    'spectroscopy',
  // chemistry and materials
  'analytical chemistry, biochemistry, catalysis, computational chemistry, electrochemistry, ' +
    'green chemistry, inorganic chemistry, medicinal chemistry, organic chemistry, physical chemistry, ' +
    'polymer chemistry, quantum chemistry, supramolecular chemistry, materials science, nanotechnology, ' +
    'metallurgy, ceramics, crystallography, surface science, photochemistry',
  // life sciences
  'cell biology, developmental biology, ecology, epigenetics, evolutionary biology, genetics, genomics, ' +
    'immunology, marine biology, microbiology, molecular biology, mycology, neuroscience, plant biology, ' +
    'proteomics, structural biology, synthetic biology, systems biology, virology, zoology, botany, ' +
    'entomology, ornithology, paleontology, physiology, biodiversity, conservation biology, animal behavior, ' +
    'stem cells, gene therapy',
  // medicine and health
  'anesthesiology, cardiology, clinical trials, dermatology, endocrinology, epidemiology, gastroenterology, ' +
    'global health, hematology, infectious diseases, nephrology, neurology, nursing, nutrition, oncology, ' +
    'ophthalmology, orthopedics, pathology, pediatrics, pharmacology, psychiatry, public health, radiology, ' +
    'rehabilitation, surgery, dentistry, veterinary medicine, medical imaging, health economics, ' +
    'mental health',
  // earth and environment
  'atmospheric science, climate change, climatology, environmental science, geology, glaciology, ' +
    'hydrology, meteorology, mineralogy, oceanography, remote sensing, seismology, soil science, ' +
    'sustainability, volcanology, renewable energy, water resources, forestry, agriculture, ' +
    'geographic information systems',
  // engineering
  'aerospace engineering, biomedical engineering, chemical engineering, civil engineering, ' +
    'control engineering, electrical engineering, electronics, energy systems, environmental engineering, ' +
    'industrial engineering, mechanical engineering, mechatronics, nuclear engineering, power systems, ' +
    'structural engineering, telecommunications, transportation engineering, systems engineering, ' +
    'additive manufacturing, semiconductors',
  // social sciences
  'anthropology, archaeology, behavioral economics, criminology, demography, development economics, ' +
    'economics, education, finance, geography, international relations, labor economics, linguistics, ' +
    'macroeconomics, microeconomics, political science, psychology, cognitive science, public policy, ' +
    'social psychology, sociology, urban planning, law, human rights, migration studies, gender studies, ' +
    'media studies, communication, management, marketing, accounting, entrepreneurship, ' +
    'organizational behavior, science policy, science communication',
  // humanities and arts
  'art history, classics, comparative literature, cultural studies, ethics, history, history of science, ' +
    'musicology, philosophy, philosophy of mind, philosophy of science, religious studies, theology, ' +
    'literature, poetry, translation, architecture, design, film studies, theatre, music composition, ' +
    'digital humanities, medieval studies, ancient history, epistemology, aesthetics, political philosophy, ' +
    'library science, museum studies, creative writing',
  // practices
  'mentoring, peer review, research ethics, open science, scientific computing, technical writing, ' +
    'grant writing, project management, teaching, curriculum design, policy analysis, data ethics, ' +
    'reproducibility, research software, citizen science, fundraising, public speaking, ' +
    'knowledge management, innovation, intellectual property',
];

export const EXPERTISE_CATALOGUE: readonly string[] = [
  ...new Set(GROUPS.flatMap((group) => group.split(',').map((tag) => tag.trim()))),
].sort();

const catalogueSet = new Set(EXPERTISE_CATALOGUE);
export const isCatalogueTag = (tag: string): boolean => catalogueSet.has(tag);
