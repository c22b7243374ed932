/** Toga II 3.0: Fruit 2.1's evaluation and search as Toga changed them, built on fruit-model's stages. */
package evalbench.toga;
