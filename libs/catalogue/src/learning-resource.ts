/** A learning resource (a course, certification or workshop) as the product lists it. */
export interface LearningResource {
  id: string;
  title: string;
  specialty: string;
  provider: string;
  type: 'Course' | 'Certification' | 'Workshop';
  duration: string;
  /** Text such as Free or a dollar amount. */
  cost: string;
  description: string;
  prerequisites: string;
  link: string;
  /** Out of 5. */
  rating: number;
}
