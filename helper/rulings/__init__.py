"""rulings"""
